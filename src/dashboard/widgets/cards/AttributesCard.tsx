import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue } from '../../runtime/formatValue';
import { entityTabsOf } from './timeseriesRows';

/**
 * ThingsBoard's attributes card: for each entity a list of its keys and their latest values
 * (label on the left, value with units on the right). With several entities each list is headed
 * by the entity's name.
 */
export const AttributesCard = ({ widget, snapshot }: WidgetComponentProps) => {
    const translate = useTranslate();
    const entities = entityTabsOf(snapshot.data);
    if (entities.length === 0) {
        return snapshot.loading ? null : (
            <Typography color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                {translate('widget.no-data-found')}
            </Typography>
        );
    }
    return (
        <Box sx={{ position: 'absolute', inset: 0, overflow: 'auto', px: 1 }}>
            {entities.map(entity => (
                <Box key={entity.rowKey} component="section" aria-label={entity.datasource.entityName ?? undefined} sx={{ '& + &': { mt: 1.5 } }}>
                    {entities.length > 1 && (
                        <Typography variant="subtitle2" color="primary" noWrap sx={{ py: 0.5 }}>
                            {entity.datasource.entityLabel || entity.datasource.entityName}
                        </Typography>
                    )}
                    <Box component="dl" sx={{ m: 0 }}>
                        {entity.series.map(({ datasource, dataKey, data }, index) => (
                            <Box key={index} sx={{ display: 'flex', alignItems: 'baseline', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                                <Box component="dt" sx={{ flex: 1, minWidth: 0, color: 'text.secondary', typography: 'body2', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                                    {dataKeyLabel(datasource, dataKey)}
                                </Box>
                                <Box component="dd" sx={{ m: 0, fontWeight: 500, typography: 'body1', fontVariantNumeric: 'tabular-nums', textAlign: 'right', overflowWrap: 'anywhere' }}>
                                    {formatValue(data.at(-1)?.[1], dataKey.decimals ?? widget.config.decimals, dataKey.units ?? widget.config.units) || '–'}
                                </Box>
                            </Box>
                        ))}
                    </Box>
                </Box>
            ))}
        </Box>
    );
};
