import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { JsonContentEditor } from '../../components/editors/JsonContentEditor';
import { formatFileSize } from '../../components/display/fileSize';
import { useLimitGroups } from './useLimitGroups';
import { isUnlimited, zeroMeaning, limitError, limitErrors, limitText, limitValue, TENANT_LIMITS, type TenantConfiguration, type TenantLimit, limitValueIn } from './tenantLimits';

type ProfileData = { configuration?: TenantConfiguration } & Record<string, unknown>;

const configurationOf = (value: unknown): TenantConfiguration =>
    typeof value === 'object' && value !== null ? (((value as ProfileData).configuration ?? {}) as TenantConfiguration) : {};

/** The form's value is the profile data; while its JSON text does not parse, that text (which fails validation). */
const validateProfileData = (value: unknown) => {
    if (typeof value === 'string') return 'tenant-profile.json-invalid';
    return Object.keys(limitErrors(configurationOf(value))).length > 0 ? 'tenant-profile.limits-invalid' : undefined;
};

const asProfileData = (text: string): ProfileData | string => {
    try {
        const parsed: unknown = JSON.parse(text);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ProfileData) : text;
    } catch {
        return text;
    }
};

/**
 * A tenant profile's limits as ThingsBoard's form: grouped, labelled, each with its unit, checked
 * as typed (whole numbers from 0, 0 meaning unlimited; rate limits as capacity:seconds pairs).
 * The whole profile data is also editable as JSON, the advanced view.
 */
export const TenantLimitsInput = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const limitGroups = useLimitGroups();
    const { field, formState } = useInput({ source, validate: validateProfileData });
    const [view, setView] = useState<'form' | 'json'>('form');
    const [jsonText, setJsonText] = useState('');
    // What each field shows as typed ("007", "-"), until the value changes from elsewhere.
    const [typed, setTyped] = useState<Record<string, string>>({});
    const [touched, setTouched] = useState<Record<string, boolean>>({});
    const value = field.value as ProfileData | string | undefined;
    const configuration = configurationOf(value);
    useEffect(() => setTyped({}), [view]);

    const setLimit = (limit: TenantLimit, text: string) => {
        setTyped(current => ({ ...current, [limit.key]: text }));
        const data = typeof value === 'object' && value !== null ? value : {};
        field.onChange({ ...data, configuration: { type: 'DEFAULT', ...configuration, [limit.key]: limitValue(limit, text) } });
    };

    const helperOf = (limit: TenantLimit, limitValue: unknown, error: string | null) => {
        if (error) return translate(error);
        if (limit.kind === 'rate') return translate(isUnlimited(limit, limitValue) ? 'tenant-profile.rate-limit-unlimited' : 'tenant-profile.rate-limit-hint');
        const zero = zeroMeaning(limit);
        if (isUnlimited(limit, limitValue)) return translate(zero.value);
        if (limit.kind === 'bytes' && typeof limitValue === 'number') return `${formatFileSize(limitValue)} · ${translate(zero.hint)}`;
        return translate(zero.hint);
    };

    const switchView = (next: 'form' | 'json' | null) => {
        if (!next || next === view) return;
        if (next === 'json') setJsonText(JSON.stringify(typeof value === 'object' ? value : {}, null, 2));
        setView(next);
    };

    return (
        <Box sx={{ width: '100%', my: 1 }} role="group" aria-labelledby="tenant-limits-title">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
                <Typography id="tenant-limits-title" variant="subtitle1" sx={{ fontWeight: 500, flex: 1 }}>
                    {translate('tenant-profile.limits')}
                </Typography>
                <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: 'form' | 'json' | null) => switchView(next)} aria-label={translate('tenant-profile.view')}>
                    <ToggleButton value="form" disabled={typeof value === 'string'}>
                        {translate('tenant-profile.view-form')}
                    </ToggleButton>
                    <ToggleButton value="json">{translate('tenant-profile.view-json')}</ToggleButton>
                </ToggleButtonGroup>
            </Box>
            {view === 'json' ? (
                <>
                    <JsonContentEditor
                        label={translate('resources.tenantProfiles.fields.profileData')}
                        value={jsonText}
                        validateOnChange
                        height={360}
                        onChange={text => {
                            setJsonText(text);
                            field.onChange(asProfileData(text));
                        }}
                    />
                    {typeof value === 'string' && (
                        <Alert severity="warning" sx={{ mt: 1 }}>
                            {translate('tenant-profile.json-invalid')}
                        </Alert>
                    )}
                    {typeof value === 'object' && Object.keys(limitErrors(configuration)).length > 0 && (
                        <Alert severity="error" sx={{ mt: 1 }}>
                            {translate('tenant-profile.limits-invalid')}
                        </Alert>
                    )}
                </>
            ) : (
                limitGroups.map(group => (
                    <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
                        <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                            {translate(`tenant-profile.group.${group}`)}
                        </Typography>
                        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
                            {TENANT_LIMITS.filter(limit => limit.group === group).map(limit => {
                                const current = limitValueIn(configuration, limit);
                                const error = limitError(limit, current);
                                const shownError = error && (touched[limit.key] || formState.isSubmitted) ? error : null;
                                return (
                                    <TextField
                                        key={limit.key}
                                        name={`${source}.configuration.${limit.key}`}
                                        label={translate(`tenant-profile.limit.${limit.key}`)}
                                        value={typed[limit.key] ?? limitText(current)}
                                        onChange={event => setLimit(limit, event.target.value)}
                                        onBlur={() => setTouched(marks => ({ ...marks, [limit.key]: true }))}
                                        required={limit.kind !== 'rate'}
                                        error={shownError !== null}
                                        helperText={helperOf(limit, current, shownError)}
                                        placeholder={limit.kind === 'rate' ? '1000:1,20000:60' : undefined}
                                        margin="dense"
                                        slotProps={{
                                            htmlInput: limit.kind === 'rate' ? { spellCheck: false } : { inputMode: 'numeric' },
                                            input: { endAdornment: <InputAdornment position="end">{translate(limit.unit)}</InputAdornment> },
                                            // Above the field even when empty: a label inside it would run under the unit.
                                            inputLabel: { shrink: true },
                                        }}
                                    />
                                );
                            })}
                        </Box>
                    </Box>
                ))
            )}
        </Box>
    );
};
