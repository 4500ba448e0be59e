import { AlarmTable } from '../../components/alarms/AlarmTable';

/**
 * Every alarm the signed-in user may see (GET /api/alarms): the tenant's, or a customer user's
 * customer's. Its title is the app bar's, as every page's.
 */
const AlarmsPage = () => <AlarmTable source={{ kind: 'all' }} showOriginator />;
export default AlarmsPage;
