import FlagIcon from '@mui/icons-material/Flag';
import { useCanAccess } from 'react-admin';
import { ConfirmedCall } from '../../generic/actions/ConfirmedCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';

const SetRootAction = () => {
    const { canAccess } = useCanAccess({ action: 'setDefault', resource: 'ruleChains' });
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
