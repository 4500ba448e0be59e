import { useEffect, useState } from 'react';
import { viewer } from '../../runtime/entityDatasourceFeeds';
import { useWidgetScope } from '../../runtime/WidgetScopeContext';
import { findRpcTarget, type RpcTarget } from './rpcTarget';

export type RpcTargetState = { status: 'loading' } | { status: 'none' } | { status: 'ready'; target: RpcTarget };

/** The widget's target device, found again when the dashboard's aliases or state change. */
export function useRpcTarget(aliasIds: readonly string[] | null | undefined): RpcTargetState {
    const { aliases, stateParams } = useWidgetScope();
    const [state, setState] = useState<RpcTargetState>({ status: 'loading' });
    const key = JSON.stringify([aliasIds, aliases, stateParams]);
    useEffect(() => {
        const controller = new AbortController();
        setState({ status: 'loading' });
        findRpcTarget(aliasIds, aliases, { stateParams, user: viewer().user }, controller.signal).then(
            target => !controller.signal.aborted && setState(target ? { status: 'ready', target } : { status: 'none' }),
            () => !controller.signal.aborted && setState({ status: 'none' }),
        );
        return () => controller.abort();
        // The key stands for the inputs' content.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    return state;
}
