import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useNotify, useRecordContext } from 'react-admin';
import { downloadJson } from '../../../lib/saveFile';
import type { Dashboard } from '../../../../shared/generated/api.gen';
import { ActionButton } from '../../../generic/actions/ActionDisplay';
import { httpClient } from '../../../providers/http/httpClient';
import { dashboardFileName, dashboardFileOf } from './dashboardFile';

/** ThingsBoard's "Export dashboard": the stored dashboard (configuration as saved) as a JSON file. */
export const ExportDashboardAction = () => {
    const record = useRecordContext();
    const notify = useNotify();
    if (!record) return null;
    const exportDashboard = async () => {
        const dashboard = await httpClient.request<Dashboard>(`/api/dashboard/${String(record.id)}`);
        downloadJson(dashboardFileName(dashboard.title), JSON.stringify(dashboardFileOf(dashboard), null, 2));
    };
    return (
        <ActionButton
            label="dashboard.export"
            icon={<FileDownloadIcon />}
            onClick={() => exportDashboard().catch(() => notify('dashboard.export-failed', { type: 'error' }))}
        />
    );
};
