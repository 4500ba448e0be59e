import SyncIcon from '@mui/icons-material/Sync';
import { useCanAccess, useRecordContext } from 'react-admin';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { useEntityCall } from '../../generic/actions/useEntityCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { randomKey } from './randomKey';

const SyncEdgeAction = () => {
    const record = useRecordContext();
    const { call } = useEntityCall();
    const { canAccess } = useCanAccess({ action: 'edit', resource: 'edges' });
    if (!record || !canAccess) return null;
    return (
        <ActionButton
            label="edge-actions.sync"
            icon={<SyncIcon />}
            onClick={() => call(`/api/edge/sync/${record.id}`, { method: 'POST' }, 'edge-actions.sync-requested')}
        />
    );
};

export const edgeOverrides: ResourceOverrides = {
    actions: SyncEdgeAction,
    // A new edge starts with a routing key and a secret, as ThingsBoard's form does.
    createDefaults: () => ({ routingKey: randomKey(), secret: randomKey() }),
};
