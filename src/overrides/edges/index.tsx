import SyncIcon from '@mui/icons-material/Sync';
import { useRecordContext } from 'react-admin';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { useEntityCall } from '../../generic/actions/useEntityCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { EdgeEntityLinks } from '../../components/edges/EdgeEntityLinks';
import { randomKey } from './randomKey';
import { useMay } from '../../generic/actions/useMay';

const SyncEdgeAction = () => {
    const record = useRecordContext();
    const { call } = useEntityCall();
    const canAccess = useMay('edit', 'edges');
    if (!record || !canAccess) return null;
    return (
        <ActionButton
            label="edge-actions.sync"
            icon={<SyncIcon />}
            onClick={() => call(`/api/edge/sync/${record.id}`, { method: 'POST' }, 'edge-actions.sync-requested')}
        />
    );
};

const EdgeActions = () => (
    <>
        <SyncEdgeAction />
        <EdgeEntityLinks />
    </>
);

export const edgeOverrides: ResourceOverrides = {
    actions: EdgeActions,
    // A new edge starts with a routing key and a secret, as ThingsBoard's form does.
    createDefaults: () => ({ routingKey: randomKey(), secret: randomKey() }),
};
