import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Skeleton: filled in by its issue's work. */
const WidgetTypeEditorPage = () => <PlaceholderPage title="widget.widget-library" />;
export default WidgetTypeEditorPage;
