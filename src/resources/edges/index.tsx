import SyncIcon from '@mui/icons-material/Sync';
import { useEffect } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ActionButton } from '../../generic/actions/ActionDisplay';
import { useEntityCall } from '../../generic/actions/useEntityCall';
import type { ResourceOverrides } from '../../generic/overrideTypes';
import { randomKey } from './randomKey';

/** New edges get a routing key and a secret when none was typed (as ThingsBoard's form does). */
const GeneratedKeys = ({ mode }: { mode: 'create' | 'edit' }) => {
    const { getValues, setValue } = useFormContext();
    useEffect(() => {
        if (mode !== 'create') return;
        for (const source of ['routingKey', 'secret']) {
            if (!getValues(source)) setValue(source, randomKey(), { shouldDirty: true });
        }
    }, [mode, getValues, setValue]);
    return null;
};

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

export const edgeOverrides: ResourceOverrides = { actions: SyncEdgeAction, formExtras: GeneratedKeys };
