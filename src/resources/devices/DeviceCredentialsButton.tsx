import SecurityIcon from '@mui/icons-material/Security';
import { useCallback, useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { allowedCredentialsTypes, transportOf } from './credentialTypes';
import { DeviceCredentialsDialog } from './DeviceCredentialsDialog';

/** "Manage credentials": customers see them, tenant admins change them. */
export const DeviceCredentialsButton = () => {
    const record = useRecordContext();
    const { canAccess } = useCanAccess({ action: 'credentials', resource: 'devices' });
    const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: 'devices' });
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
