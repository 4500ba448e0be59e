import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Every alarm the signed-in user may see (GET /api/alarms). */
const AlarmsPage = () => <PlaceholderPage title="alarm.alarms" />;
export default AlarmsPage;
