import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Skeleton: filled in by its issue's work. */
const ApiUsagePage = () => <PlaceholderPage title="api-usage.api-usage" />;
export default ApiUsagePage;
