import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Skeleton: filled in by its issue's work. */
const HomeSettingsPage = () => <PlaceholderPage title="admin.home-settings" />;
export default HomeSettingsPage;
