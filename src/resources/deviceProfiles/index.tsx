import FlagIcon from '@mui/icons-material/Flag';
import { lazy } from 'react';
import { ConfirmedCall } from '../../generic/actions/ConfirmedCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { useMay } from '../../generic/actions/useMay';
import { ExportProfileAction } from './ExportProfileAction';

const DeviceProfileActions = () => {
    const canSetDefault = useMay('setDefault', 'deviceProfiles');
    return (
        <>
            <ExportProfileAction />
            {canSetDefault && (
                <ConfirmedCall
                    label="entity.set-default"
                    icon={<FlagIcon />}
                    title="entity.set-default-title"
                    content="entity.set-default-text"
                    path={id => `/api/deviceProfile/${id}/default`}
                    when={record => record.default !== true}
                />
            )}
        </>
    );
};

// The full editor (transports, alarm rules, key filters, schema forms) loads with the first profile form.
const DeviceProfileForm = lazy(() => import('../../components/deviceProfile/DeviceProfileForm').then(module => ({ default: module.DeviceProfileForm })));

export const deviceProfileOverrides: ResourceOverrides = { actions: DeviceProfileActions, form: DeviceProfileForm };
