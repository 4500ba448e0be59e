import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Dashboard } from '../../../generated/api.gen';
import { useMay } from '../../../generic/actions/useMay';
import { httpClient } from '../../../providers/http/httpClient';
import { DashboardFileError } from './dashboardFile';

/**
 * ThingsBoard's "Import dashboard" on the dashboards list: a JSON file (an export of ours or of
 * ThingsBoard) becomes a new dashboard, its configuration upgraded, and opens.
 */
export const ImportDashboardButton = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const mayCreate = useMay('create', 'dashboards');
    const input = useRef<HTMLInputElement>(null);
    const [pending, setPending] = useState(false);
    if (!mayCreate) return null;

    const importFile = async (file: File) => {
        let dashboard;
        try {
            const { dashboardFromFile } = await import('./dashboardImport');
            dashboard = dashboardFromFile(await file.text());
        } catch (error) {
            notify(error instanceof DashboardFileError ? error.messageKey : 'dashboard.invalid-dashboard-file-error', { type: 'error' });
            return;
        }
        setPending(true);
        try {
            const saved = await httpClient.request<Dashboard>('/api/dashboard', { method: 'POST', body: dashboard });
            notify('dashboard.imported', { type: 'success', messageArgs: { title: saved.title } });
            navigate(`/dashboards/${saved.id.id}`);
        } catch {
            // The http layer has shown the server's message.
        } finally {
            setPending(false);
        }
    };

    return (
        <>
            <input
                ref={input}
                type="file"
                accept=".json,application/json"
                hidden
                data-testid="import-dashboard-file"
                onChange={event => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void importFile(file);
                }}
            />
            <Button size="small" startIcon={<FileUploadIcon />} disabled={pending} onClick={() => input.current?.click()} sx={{ mr: 1 }}>
                {translate('dashboard.import')}
            </Button>
        </>
    );
};
