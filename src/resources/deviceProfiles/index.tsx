import FlagIcon from '@mui/icons-material/Flag';
import { DeviceProfileForm } from '../../components/deviceProfile/DeviceProfileForm';
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

export const deviceProfileOverrides: ResourceOverrides = { actions: DeviceProfileActions, form: DeviceProfileForm };
