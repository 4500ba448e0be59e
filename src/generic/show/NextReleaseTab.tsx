import InsightsIcon from '@mui/icons-material/Insights';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** Attributes, telemetry, alarms, events, relations and audit logs come with the telemetry work. */
export const NextReleaseTab = () => {
    const translate = useTranslate();
    return (
        <Stack alignItems="center" spacing={1} sx={{ py: 6, color: 'text.secondary' }}>
            <InsightsIcon fontSize="large" />
            <Typography variant="body2">{translate('entity.coming-next')}</Typography>
        </Stack>
    );
};
