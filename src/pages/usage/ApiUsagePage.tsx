import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { UsageCard } from './UsageCard';
import { useApiUsage } from './useApiUsage';

/**
 * The tenant's API usage (part 1 §2, /usage): one card per ThingsBoard usage counter with this
 * month's value against the tenant profile's limit, the service state and the last day by hour.
 */
const ApiUsagePage = () => {
    const translate = useTranslate();
    const cards = useApiUsage();
    return (
        <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
            <Typography component="h2" variant="h5">
                {translate('api-usage.api-usage')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('api-usage.subtitle')}
            </Typography>
            {cards === null && <LinearProgress />}
            {cards === 'none' && <Alert severity="info">{translate('api-usage.no-usage-state')}</Alert>}
            {Array.isArray(cards) && (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
                    {cards.map(card => (
                        <UsageCard key={card.counter.countKey} card={card} />
                    ))}
                </Box>
            )}
        </Box>
    );
};

export default ApiUsagePage;
