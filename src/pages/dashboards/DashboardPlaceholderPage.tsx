import Dashboard from '@mui/icons-material/Dashboard';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';

/** dashboards/:id (in the shell) and dashboard/:id (fullscreen) until the dashboard issues. */
export const DashboardPlaceholderPage = ({ fullscreen = false }: { fullscreen?: boolean }) => {
    const translate = useTranslate();
    const { dashboardId } = useParams();
    const card = (
        <Card sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
            <Dashboard sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
            <Typography component="h2" variant="h6" gutterBottom>
                {translate('dashboard.dashboard')}
            </Typography>
            <Typography color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {dashboardId}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.coming-soon')}
            </Typography>
        </Card>
    );
    return fullscreen ? (
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
            {card}
        </Box>
    ) : (
        card
    );
};
