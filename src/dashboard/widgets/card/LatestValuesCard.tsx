import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue } from '../../runtime/formatValue';

/**
 * The latest value of each data key (ThingsBoard's simple card): the value with its decimals and
 * units, large, under its label. Several keys or entities share the card as rows. Each snapshot
 * redraws it, so a value a device posts shows at once.
 */
export const LatestValuesCard = ({ widget, snapshot, height }: WidgetComponentProps) => {
    const translate = useTranslate();
    const rows = snapshot.data.map(({ datasource, dataKey, data }) => ({
        label: dataKeyLabel(datasource, dataKey),
        value: formatValue(data.at(-1)?.[1], dataKey.decimals ?? (widget.config.decimals as number | undefined), dataKey.units ?? (widget.config.units as string | undefined)),
    }));
    if (rows.length === 0 && !snapshot.loading) {
        return (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                <Typography color="text.secondary">{translate('widget.no-data-found')}</Typography>
            </Box>
        );
    }
    // The value's size follows the card's height, as ThingsBoard's card scales its font.
    const valueSize = Math.max(18, Math.min(48, (height / Math.max(rows.length, 1)) * 0.45));
    return (
        <Box component="dl" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-evenly', px: 1 }}>
            {rows.map((row, index) => (
                <Box key={index} sx={{ minWidth: 0 }}>
                    <Typography component="dt" variant="body2" color="text.secondary" noWrap>
                        {row.label}
                    </Typography>
                    <Typography component="dd" data-testid="latest-value" sx={{ m: 0, fontSize: valueSize, fontWeight: 500, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }} noWrap>
                        {row.value || '–'}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
};
