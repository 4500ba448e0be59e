import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { AlarmTable } from '../../components/alarms/AlarmTable';

/** Every alarm the signed-in user may see (GET /api/alarms): the tenant's, or a customer user's customer's. */
const AlarmsPage = () => {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <Typography component="h1" variant="h5">
                {translate('alarm.alarms')}
            </Typography>
            <AlarmTable source={{ kind: 'all' }} showOriginator />
        </Stack>
    );
};
export default AlarmsPage;
