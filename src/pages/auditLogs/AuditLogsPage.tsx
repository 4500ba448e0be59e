import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** The tenant's audit logs with time and action-type filters. */
const AuditLogsPage = () => <PlaceholderPage title="audit-log.audit-logs" />;
export default AuditLogsPage;
