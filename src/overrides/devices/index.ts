import type { ResourceOverrides } from '../../generic/overrideTypes';
import { DeviceCredentialsButton } from './DeviceCredentialsButton';

export const deviceOverrides: ResourceOverrides = {
    actions: DeviceCredentialsButton,
};
