import { useEffect, useMemo, useState } from 'react';
import { viewer } from '../../runtime/entityDatasourceFeeds';
import { useWidgetScope } from '../../runtime/WidgetScopeContext';
import { findAliasEntity, type AliasEntity, type RpcTarget } from './rpcTarget';

export type AliasEntityState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; entity: AliasEntity };
export type RpcTargetState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; target: RpcTarget };

/** The first entity of a type that the widget's alias stands for, found again when the dashboard's aliases or state change. */
export function useAliasEntity(aliasIds: readonly string[] | null | undefined, entityType: string): AliasEntityState {
    const { aliases, stateParams } = useWidgetScope();
    const [state, setState] = useState<AliasEntityState>({ status: 'loading' });
    const key = JSON.stringify([aliasIds, aliases, stateParams, entityType]);
    useEffect(() => {
        const controller = new AbortController();
        setState({ status: 'loading' });
        findAliasEntity(aliasIds, aliases, { stateParams, user: viewer().user }, entityType, controller.signal).then(
            entity => !controller.signal.aborted && setState(entity ? { status: 'ready', entity } : { status: 'none' }),
            () => !controller.signal.aborted && setState({ status: 'none' }),
        );
        return () => controller.abort();
        // The key stands for the inputs' content.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    return state;
}

/** The widget's target device, found again when the dashboard's aliases or state change. */
export function useRpcTarget(aliasIds: readonly string[] | null | undefined): RpcTargetState {
    const state = useAliasEntity(aliasIds, 'DEVICE');
    // One target object per found device: widgets key their effects on it.
    return useMemo(() => (state.status === 'ready' ? { status: 'ready', target: { deviceId: state.entity.id, name: state.entity.name } } : state), [state]);
}
