import RemoveDoneIcon from '@mui/icons-material/RemoveDone';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRedirect } from 'react-admin';
import { useAuthority } from '../../components/pickers/useSessionDetails';
import { ConfirmedAction } from '../../generic/actions/ConfirmedAction';
import { markListsStale } from '../../providers/data/markListsStale';
import { httpClient } from '../../providers/http/httpClient';
import { claimPath } from './claimOutcome';

/**
 * "Reclaim device" for the customer user who owns it: the device goes back to the tenant,
 * unassigned, and can be claimed again (DELETE /api/customer/device/{name}/claim).
 */
export const ReclaimDeviceAction = () => {
    const record = useRecordContext();
    const authority = useAuthority();
    const notify = useNotify();
    const redirect = useRedirect();
    const queryClient = useQueryClient();
    if (!record || authority !== 'CUSTOMER_USER') return null;
    return (
        <ConfirmedAction
            label="device.reclaim"
            icon={<RemoveDoneIcon />}
            title="device.reclaim-title"
            content="device.reclaim-text"
            onConfirm={async () => {
                try {
                    await httpClient.request(claimPath(String(record.name)), { method: 'DELETE' });
                } catch {
                    return; // already reported by the http client
                }
                notify('device.reclaim-success', { type: 'success', messageArgs: { name: String(record.name) } });
                // The device is no longer the customer's: the device list it returns to must not show it.
                await markListsStale(queryClient, 'devices');
                redirect('list', 'devices');
            }}
        />
    );
};
