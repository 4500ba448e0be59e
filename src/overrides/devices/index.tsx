import { lazy, Suspense } from 'react';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { ClaimDeviceButton } from './ClaimDeviceButton';
import { CopyAccessTokenButton } from './CopyAccessTokenButton';
import { DeviceCredentialsButton } from './DeviceCredentialsButton';
import { ReclaimDeviceAction } from './ReclaimDeviceAction';
import { DeviceTransportInput } from './transport/DeviceTransportInput';

/** ThingsBoard's device actions: copy the access token, manage credentials; a customer user's reclaim. */
const DeviceActions = () => (
    <>
        <CopyAccessTokenButton />
        <DeviceCredentialsButton />
        <ReclaimDeviceAction />
    </>
);

// The wizard loads with its first opening (it brings the profile's transport editors).
const CreateDeviceDialog = lazy(() => import('./wizard/CreateDeviceDialog').then(module => ({ default: module.CreateDeviceDialog })));

export const deviceOverrides: ResourceOverrides = {
    actions: DeviceActions,
    createDialog: props => (
        <Suspense fallback={null}>
            <CreateDeviceDialog {...props} />
        </Suspense>
    ),
    listActions: ClaimDeviceButton,
    formExtras: DeviceTransportInput,
};
