import { lazy, Suspense } from 'react';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { CopyAccessTokenButton } from './CopyAccessTokenButton';
import { DeviceCredentialsButton } from './DeviceCredentialsButton';

/** ThingsBoard's device actions: copy the access token, manage credentials. */
const DeviceActions = () => (
    <>
        <CopyAccessTokenButton />
        <DeviceCredentialsButton />
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
};
