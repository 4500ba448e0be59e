import Box from '@mui/material/Box';
import { AlarmTable } from '../../components/alarms/AlarmTable';
import { HelpPopup } from '../../components/display/HelpPopup';

/**
 * Every alarm the signed-in user may see (GET /api/alarms): the tenant's, or a customer user's
 * customer's. Its title is the app bar's, as every page's; its help (?) sits above the table.
 */
const AlarmsPage = () => (
    <>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <HelpPopup helpId="alarms" helpLinkId="alarms" placement="bottomRight" />
        </Box>
        <AlarmTable source={{ kind: 'all' }} showOriginator />
    </>
);
export default AlarmsPage;
