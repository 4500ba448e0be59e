import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface LegendItem {
    color: string;
    label: string;
    /** The value as shown, after the label. */
    detail?: string;
}

/**
 * The legend of a latest-value chart: a colour chip and the caption of each series, in a wrapping
 * row above the chart (Chart.js's place) or a column beside it (Flot's top left).
 */
export const ChartLegend = ({ items, place, color }: { items: readonly LegendItem[]; place: 'top' | 'side'; color: string | null }) => {
    const translate = useTranslate();
    return (
    <Box
        component="ul"
        aria-label={translate('legend.legend')}
        sx={{
            listStyle: 'none', m: 0, p: 0, display: 'flex', gap: place === 'top' ? '2px 14px' : '2px', flexShrink: 0, overflow: 'auto',
            ...(place === 'top' ? { flexWrap: 'wrap', justifyContent: 'center', maxHeight: '35%' } : { flexDirection: 'column', maxWidth: '45%', alignSelf: 'flex-start' }),
        }}
    >
        {items.map((item, index) => (
            <Box component="li" key={index} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: item.color, flexShrink: 0 }} />
                <Typography variant="caption" noWrap sx={{ color: color ?? 'text.secondary', lineHeight: 1.6 }}>
                    {item.label}
                    {item.detail !== undefined && (
                        <Box component="span" sx={{ color: 'text.primary', fontWeight: 500, ml: 0.75 }}>
                            {item.detail}
                        </Box>
                    )}
                </Typography>
            </Box>
        ))}
    </Box>
);
};
