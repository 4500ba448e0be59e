import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import type { DeviceCredentials } from '../../../shared/generated/api.gen';
import { ActionButton, ActionDisplayContext } from '../../generic/actions/ActionDisplay';
import { useMay } from '../../generic/actions/useMay';
import { httpClient } from '../../providers/http/httpClient';
import { deviceCredentialsKey } from './credentialsDraft';

/**
 * "Copy access token" on a device's page, as ThingsBoard's: shown when the device signs in with an
 * access token, to those who may read its credentials. Not in table rows (one request per row).
 */
export const CopyAccessTokenButton = () => {
    const record = useRecordContext();
    const display = useContext(ActionDisplayContext);
    const canAccess = useMay('credentials', 'devices');
    const notify = useNotify();
    const deviceId = record ? String(record.id) : null;
    const shown = display === 'button' && canAccess && deviceId !== null;
    // The credentials dialog refreshes this query when it saves.
    const { data: credentials } = useQuery({
        enabled: shown,
        queryKey: deviceCredentialsKey(deviceId ?? ''),
        queryFn: ({ signal }) => httpClient.request<DeviceCredentials>(`/api/device/${deviceId}/credentials`, { signal, ignoreErrors: true, ignoreLoading: true }),
    });
    const token = credentials?.credentialsType === 'ACCESS_TOKEN' ? credentials.credentialsId : null;

    if (!shown || !token) return null;
    return (
        <ActionButton
            label="device-credentials.copy"
            icon={<VpnKeyIcon />}
            onClick={async () => {
                await navigator.clipboard?.writeText(token).catch(() => undefined);
                notify('device-credentials.copied', { type: 'success' });
            }}
        />
    );
};
