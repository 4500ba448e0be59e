import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { AuditLogTable } from '../../components/auditLogs/AuditLogTable';

/** The tenant's audit logs with time and action-type filters (GET /api/audit/logs). */
const AuditLogsPage = () => {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <Typography component="h1" variant="h5">
                {translate('audit-log.audit-logs')}
            </Typography>
            <AuditLogTable source={{ kind: 'tenant' }} />
        </Stack>
    );
};
export default AuditLogsPage;
