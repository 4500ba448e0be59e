import type { WidgetAction } from '../model/dashboardConfig';
import type { StateObject, StateParams } from './dashboardStateParam';
import { mobileActionOf, runMobileAction, type MobileActionRuntime } from './mobileActions';

/** A widget action as ThingsBoard stores it under `config.actions[<source>]`. */
export type WidgetActionDescriptor = Pick<WidgetAction, 'type' | 'targetDashboardStateId' | 'targetDashboardId' | 'setEntityId' | 'stateEntityParamName' | 'customFunction' | 'mobileAction'>;

/** The entity the action happened on (a row, a marker); none for header buttons. */
export interface ActionEntity {
    entityId?: { entityType: string; id: string };
    entityName?: string;
    entityLabel?: string;
}

/** What the dashboard lets an action do. */
export interface ActionTarget {
    /** The state stack shown now (root first). */
    stack: readonly StateObject[];
    /** Shows another stack (the URL's ?state=). */
    setStack: (stack: StateObject[]) => void;
    /** Opens another dashboard with an initial stack. */
    openDashboard: (dashboardId: string, stack: StateObject[]) => void;
    /**
     * Runs a custom action's function body in the post-processing sandbox; missing when there
     * is no sandbox, and then custom actions are refused.
     */
    runCustom?: (functionBody: string, args: Record<string, unknown>) => Promise<unknown>;
    /** The mobile app's bridge and the sandbox its callbacks run in; without it, mobile actions are refused. */
    mobile?: MobileActionRuntime;
}

/** How an action went; 'not-in-app' for a mobile action on the web, an error the action's own handler did not take. */
export type ActionOutcome = 'done' | 'ignored' | 'refused' | 'not-in-app' | { error: string };

/** ThingsBoard's updateEntityParams: the entity under the named parameter, or at the top level. */
function paramsWithEntity(params: StateParams, descriptor: WidgetActionDescriptor, entity: ActionEntity | undefined): StateParams {
    if (!entity?.entityId || descriptor.setEntityId === false) return params;
    const value = { entityId: entity.entityId, entityName: entity.entityName, entityLabel: entity.entityLabel };
    return descriptor.stateEntityParamName ? { ...params, [descriptor.stateEntityParamName]: value } : { ...params, ...value };
}

const currentParams = (target: ActionTarget): StateParams => target.stack.at(-1)?.params ?? {};

type ActionHandler = (descriptor: WidgetActionDescriptor, target: ActionTarget, entity?: ActionEntity) => Promise<ActionOutcome>;

const runCustom: ActionHandler = async (descriptor, target, entity) => {
    if (!target.runCustom || !descriptor.customFunction) return 'refused';
    await target.runCustom(descriptor.customFunction, { entityId: entity?.entityId, entityName: entity?.entityName, entityLabel: entity?.entityLabel });
    return 'done';
};

const runMobile: ActionHandler = async (descriptor, target, entity) => {
    const action = mobileActionOf(descriptor.mobileAction);
    if (!action || !target.mobile) return 'refused';
    const outcome = await runMobileAction(action, target.mobile, entity);
    if (outcome.kind === 'not-in-app') return 'not-in-app';
    if (outcome.kind === 'error' && !outcome.handled) return { error: outcome.error };
    return 'done';
};

/** One handler per action type (part2 §3.2); mobile actions go to the mobile app's bridge. */
const ACTION_HANDLERS: Record<string, ActionHandler> = {
    openDashboardState: async (descriptor, target, entity) => {
        if (!descriptor.targetDashboardStateId) return 'refused';
        const params = paramsWithEntity({ ...currentParams(target) }, descriptor, entity);
        target.setStack([...target.stack, { id: descriptor.targetDashboardStateId, params }]);
        return 'done';
    },
    updateDashboardState: async (descriptor, target, entity) => {
        const params = paramsWithEntity({ ...currentParams(target) }, descriptor, entity);
        const id = descriptor.targetDashboardStateId ?? target.stack.at(-1)?.id;
        if (!id) return 'refused';
        target.setStack([...target.stack.slice(0, -1), { id, params }]);
        return 'done';
    },
    openDashboard: async (descriptor, target, entity) => {
        if (!descriptor.targetDashboardId) return 'refused';
        const params = paramsWithEntity({}, descriptor, entity);
        const stack = descriptor.targetDashboardStateId ? [{ id: descriptor.targetDashboardStateId, params }] : [];
        target.openDashboard(descriptor.targetDashboardId, stack);
        return 'done';
    },
    custom: runCustom,
    customPretty: runCustom,
    mobileAction: runMobile,
};

/** Runs a widget action; unknown types are refused rather than guessed at. */
export function dispatchWidgetAction(descriptor: WidgetActionDescriptor, target: ActionTarget, entity?: ActionEntity): Promise<ActionOutcome> {
    const handler = ACTION_HANDLERS[descriptor.type];
    return handler ? handler(descriptor, target, entity) : Promise.resolve('refused');
}
