import { useSearchParams } from 'react-router';
import type { DashboardConfiguration } from '../../dashboard/model/dashboardConfig';
import { decodeStateParam, encodeStateParam, type StateObject } from '../../dashboard/runtime/dashboardStateParam';

/** The root state's id: the one marked root, else 'default', else the first. */
export const rootStateId = (config: Pick<DashboardConfiguration, 'states'>): string =>
    Object.entries(config.states).find(([, state]) => state.root)?.[0] ?? (config.states.default ? 'default' : Object.keys(config.states)[0] ?? 'default');

/**
 * The dashboard's state stack, kept in the URL's ?state= as ThingsBoard encodes it, so a link
 * or a reload opens the same state with the same entity. States the dashboard does not have are
 * dropped; an empty stack is the root state.
 */
export function useDashboardStateStack(config: Pick<DashboardConfiguration, 'states'>) {
    const [searchParams, setSearchParams] = useSearchParams();
    const root = rootStateId(config);
    const fromUrl = decodeStateParam(searchParams.get('state')).filter(state => config.states[state.id]);
    const stack: StateObject[] = fromUrl.length > 0 ? fromUrl : [{ id: root, params: {} }];
    const setStack = (next: StateObject[]) =>
        setSearchParams(previous => {
            const params = new URLSearchParams(previous);
            if (next.length === 0 || (next.length === 1 && next[0].id === root && Object.keys(next[0].params).length === 0)) params.delete('state');
            else params.set('state', encodeStateParam(next));
            return params;
        });
    return { stack, current: stack[stack.length - 1], setStack };
}
