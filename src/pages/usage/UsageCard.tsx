import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../providers/i18n/localeFormat';
import type { UsageCard as UsageCardModel, UsageState } from './apiUsageCounters';
import { HourlyBars } from './HourlyBars';

/** How each service state shows: chip colour and label. */
const STATE_LOOK: Readonly<Record<UsageState, { color: 'success' | 'warning' | 'error'; label: string }>> = {
    ENABLED: { color: 'success', label: 'api-usage.state-enabled' },
    WARNING: { color: 'warning', label: 'api-usage.state-warning' },
    DISABLED: { color: 'error', label: 'api-usage.state-disabled' },
};

/** One counter: this month's value against the profile limit, the service state and the last day by hour. */
export const UsageCard = ({ card }: { card: UsageCardModel }) => {
    const translate = useTranslate();
    const theme = useTheme();
    const look = STATE_LOOK[card.state];
    const name = translate(card.counter.label);
    // The chip is the service's state (shared by its counters); the bar shows this counter's own share,
    // coloured at ThingsBoard's default warning threshold (80 %) and at the limit.
    const level = card.percent === null || card.percent < 80 ? 'primary' : card.percent < 100 ? 'warning' : 'error';
    return (
        <Card component="section" aria-label={name} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, '&:last-child': { pb: 2 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, flex: 1, minWidth: 0 }} noWrap title={name}>
                        {name}
                    </Typography>
                    <Chip size="small" color={look.color} variant={card.state === 'ENABLED' ? 'outlined' : 'filled'} label={translate(look.label)} />
                </Box>
                <Box>
                    <Typography variant="h4" component="p" sx={{ fontWeight: 400, lineHeight: 1.2 }} data-testid="usage-value">
                        {formatNumber(card.value)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {card.limit > 0 ? translate('api-usage.of-limit', { limit: formatNumber(card.limit) }) : translate(card.counter.note ?? 'api-usage.unlimited')}
                    </Typography>
                </Box>
                <LinearProgress
                    variant="determinate"
                    value={card.percent ?? 0}
                    color={card.percent === null ? 'inherit' : level}
                    aria-label={name}
                    sx={{ height: 6, borderRadius: 3, ...(card.percent === null ? { color: 'action.disabled' } : {}) }}
                />
                <Box sx={{ mt: 0.5 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                        <Typography variant="caption" color="text.secondary">
                            {translate('api-usage.last-24-hours')}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                            {translate('api-usage.this-hour', { value: formatNumber(card.hours.at(-1)?.value ?? 0) })}
                        </Typography>
                    </Box>
                    <HourlyBars hours={card.hours} name={name} color={theme.palette[level].main} />
                </Box>
            </CardContent>
        </Card>
    );
};
