import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Dashboard } from '../../../../shared/generated/api.gen';
import { ImportJsonFileButton, type FileCheck } from '../../../generic/actions/ImportJsonFileButton';
import { useMay } from '../../../generic/actions/useMay';
import { httpClient } from '../../../providers/http/httpClient';
import { DashboardFileError, type DashboardFile } from './dashboardFile';

const readDashboard = async (text: string): Promise<FileCheck<DashboardFile>> => {
    try {
        const { dashboardFromFile } = await import('./dashboardImport');
        return { value: dashboardFromFile(text) };
    } catch (error) {
        return { error: error instanceof DashboardFileError ? error.messageKey : 'dashboard.invalid-dashboard-file-error' };
    }
};

/**
 * ThingsBoard's "Import dashboard" on the dashboards list: a JSON file (an export of ours or of
 * ThingsBoard) becomes a new dashboard, its configuration upgraded, and opens.
 */
export const ImportDashboardButton = () => {
    const notify = useNotify();
    const navigate = useNavigate();
    const mayCreate = useMay('create', 'dashboards');
    if (!mayCreate) return null;

    // A failed save is shown by the http layer with the server's message.
    const save = async (dashboard: DashboardFile) => {
        const saved = await httpClient.request<Dashboard>('/api/dashboard', { method: 'POST', body: dashboard });
        notify('dashboard.imported', { type: 'success', messageArgs: { title: saved.title } });
        navigate(`/dashboards/${saved.id.id}`);
    };

    return <ImportJsonFileButton label="dashboard.import" testId="import-dashboard-file" read={readDashboard} onImport={save} />;
};
