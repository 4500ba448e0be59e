import FlagIcon from '@mui/icons-material/Flag';
import { ConfirmedCall } from '../../generic/actions/ConfirmedCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { useMay } from '../../generic/actions/useMay';

const SetRootAction = () => {
    const canAccess = useMay('setDefault', 'ruleChains');
    if (!canAccess) return null;
    return (
        <ConfirmedCall
            label="entity.set-root"
            icon={<FlagIcon />}
            title="entity.set-root-title"
            content="entity.set-root-text"
            path={id => `/api/ruleChain/${id}/root`}
            when={record => record.root !== true}
        />
    );
};

export const ruleChainOverrides: ResourceOverrides = { actions: SetRootAction };
