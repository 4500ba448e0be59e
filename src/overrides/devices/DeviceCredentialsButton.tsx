import SecurityIcon from '@mui/icons-material/Security';
import { useCallback, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { allowedCredentialsTypes, transportOf } from './credentialTypes';
import { DeviceCredentialsDialog } from './DeviceCredentialsDialog';
import { useMay } from '../../generic/actions/useMay';

/** "Manage credentials": customers see them, tenant admins change them. */
export const DeviceCredentialsButton = () => {
    const record = useRecordContext();
    const canAccess = useMay('credentials', 'devices');
    const mayEdit = useMay('edit', 'devices');
    const [open, setOpen] = useState(false);
    const close = useCallback(() => setOpen(false), []);
    if (!record || !canAccess) return null;
    const transport = transportOf(record);
    return (
        <>
            <ActionButton label="device-credentials.manage" icon={<SecurityIcon />} onClick={() => setOpen(true)} />
            {open && (
                <DeviceCredentialsDialog
                    deviceId={String(record.id)}
                    transport={transport}
                    allowedTypes={allowedCredentialsTypes(transport)}
                    readOnly={!mayEdit}
                    onClose={close}
                />
            )}
        </>
    );
};
