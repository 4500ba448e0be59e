import FlagIcon from '@mui/icons-material/Flag';
import { ConfirmedCall } from '../../generic/actions/ConfirmedCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { useMay } from '../../generic/actions/useMay';
import { defaultTenantProfileData } from './tenantLimits';
import { TenantLimitsDisplay } from './TenantLimitsDisplay';
import { TenantLimitsInput } from './TenantLimitsInput';

const SetDefaultAction = () => {
    const canAccess = useMay('setDefault', 'tenantProfiles');
    if (!canAccess) return null;
    return (
        <ConfirmedCall
            label="entity.set-default-tenant-profile"
            icon={<FlagIcon />}
            title="entity.set-default-title"
            content="entity.set-default-text"
            path={id => `/api/tenantProfile/${id}/default`}
            when={record => record.default !== true}
        />
    );
};

export const tenantProfileOverrides: ResourceOverrides = {
    actions: SetDefaultAction,
    // The limits as ThingsBoard's labelled form, with the JSON as its advanced view.
    fieldInputs: { profileData: TenantLimitsInput },
    fieldDisplays: { profileData: TenantLimitsDisplay },
    createDefaults: () => ({ profileData: defaultTenantProfileData() }),
};
