import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useFieldValue, useTranslate } from 'react-admin';
import { formatFileSize } from '../../components/display/fileSize';
import { useLimitGroups } from './useLimitGroups';
import { isUnlimited, zeroMeaning, TENANT_LIMITS, type TenantConfiguration, type TenantLimit, limitValueIn } from './tenantLimits';

/** A tenant profile's limits on its details page, grouped as in the form, each with its unit or "Unlimited". */
export const TenantLimitsDisplay = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const limitGroups = useLimitGroups();
    const data = useFieldValue({ source }) as { configuration?: TenantConfiguration } | undefined;
    const configuration = data?.configuration ?? {};
    const shown = (limit: TenantLimit, value: unknown) => {
        if (isUnlimited(limit, value)) return translate(zeroMeaning(limit).value);
        if (limit.kind === 'bytes' && typeof value === 'number') return formatFileSize(value);
        if (limit.kind === 'rate') return String(value);
        return `${String(value)} ${translate(limit.unit)}`;
    };
    return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2, width: '100%' }}>
            {limitGroups.map(group => (
                <Box key={group} component="section" aria-label={translate(`tenant-profile.group.${group}`)}>
                    <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 0.5 }}>
                        {translate(`tenant-profile.group.${group}`)}
                    </Typography>
                    <Box component="dl" sx={{ m: 0 }}>
                        {TENANT_LIMITS.filter(limit => limit.group === group).map(limit => (
                            <Box key={limit.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, borderBottom: 1, borderColor: 'divider' }}>
                                <Typography component="dt" variant="body2">
                                    {translate(`tenant-profile.limit.${limit.key}`)}
                                </Typography>
                                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                                    {shown(limit, limitValueIn(configuration, limit))}
                                </Typography>
                            </Box>
                        ))}
                    </Box>
                </Box>
            ))}
        </Box>
    );
};
