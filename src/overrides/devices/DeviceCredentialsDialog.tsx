import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DeviceCredentials, DeviceCredentialsType } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { CredentialsFields } from './CredentialsFields';
import { deviceCredentialsKey, draftOf, problemOf, toCredentials, type Draft } from './credentialsDraft';
import type { TransportType } from './credentialTypes';

interface DeviceCredentialsDialogProps {
    deviceId: string;
    transport: TransportType;
    allowedTypes: readonly DeviceCredentialsType[];
    readOnly: boolean;
    onClose: () => void;
}

/** Device credentials, offering only the types the device's transport allows (part 2 §3.6). */
export const DeviceCredentialsDialog = ({ deviceId, transport, allowedTypes, readOnly, onClose }: DeviceCredentialsDialogProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const [loaded, setLoaded] = useState<DeviceCredentials | null>(null);
    const [draft, setDraft] = useState<Draft | null>(null);
    const [touched, setTouched] = useState(false);
    const [saving, setSaving] = useState(false);

    useEffect(() => {
        const controller = new AbortController();
        httpClient
            .request<DeviceCredentials>(`/api/device/${deviceId}/credentials`, { signal: controller.signal })
            .then(credentials => {
                setLoaded(credentials);
                setDraft(draftOf(credentials, allowedTypes));
            })
            .catch(() => onClose());
        return () => controller.abort();
        // Read once per opening: the allowed types come with the dialog.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [deviceId, onClose]);

    const problem = draft ? problemOf(draft) : null;
    const showProblem = touched && problem ? translate(problem, { _: problem }) : undefined;

    const save = async () => {
        setTouched(true);
        if (!loaded || !draft || problem) return;
        setSaving(true);
        try {
            await httpClient.request('/api/device/credentials', { method: 'POST', body: toCredentials(loaded, draft) });
            void queryClient.invalidateQueries({ queryKey: deviceCredentialsKey(deviceId) });
            notify('device-credentials.saved', { type: 'success' });
            onClose();
        } catch {
            // The error catalogue already told the person (e.g. credentials taken by another device).
        } finally {
            setSaving(false);
        }
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={event => event.stopPropagation()}>
            <DialogTitle>{translate('device-credentials.title')}</DialogTitle>
            <DialogContent>
                {draft && (
                    <Stack sx={{ pt: 1 }}>
                        <CredentialsFields draft={draft} onChange={setDraft} transport={transport} allowedTypes={allowedTypes} readOnly={readOnly} problem={showProblem} />
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <MuiButton onClick={onClose}>{translate('entity.cancel')}</MuiButton>
                {!readOnly && (
                    <MuiButton variant="contained" onClick={save} disabled={!draft || saving}>
                        {translate('entity.save')}
                    </MuiButton>
                )}
            </DialogActions>
        </Dialog>
    );
};
