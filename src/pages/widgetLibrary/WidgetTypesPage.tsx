import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Skeleton: filled in by its issue's work. */
const WidgetTypesPage = () => <PlaceholderPage title="widget.widget-library" />;
export default WidgetTypesPage;
