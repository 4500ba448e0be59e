import { createContext, useContext, useEffect, useRef } from 'react';
import type { WidgetAction } from '../model/dashboardConfig';
import type { ActionEntity } from './widgetActions';

/**
 * Runs the widget's actions of one source (`config.actions[source]`, e.g. 'rowClick') on an entity;
 * with a name, only the action of that name (a map tooltip's `<link-act name="…">`).
 * The widget host provides it; a widget outside a dashboard (tests, previews) gets a no-op.
 */
export type RunWidgetActions = (source: string, entity?: ActionEntity, actionName?: string) => void;

export const WidgetActionContext = createContext<RunWidgetActions>(() => undefined);

export const useWidgetActions = (): RunWidgetActions => useContext(WidgetActionContext);

/**
 * A native widget that performs some of its configured actions itself (the entity admin tables'
 * add, edit and delete, whose ThingsBoard versions are Angular code the console cannot run) answers
 * true for those; the host then runs nothing else for them. Header buttons pass through it too.
 */
export type WidgetActionInterceptor = (action: WidgetAction, entity?: ActionEntity) => boolean;

/** Sets (or clears, with null) the widget's interceptor; a no-op outside a dashboard. */
export const WidgetActionInterceptorContext = createContext<(interceptor: WidgetActionInterceptor | null) => void>(() => undefined);

/** Lets the calling widget perform the actions `intercept` accepts, for as long as it is mounted. */
export function useWidgetActionInterceptor(intercept: WidgetActionInterceptor): void {
    const register = useContext(WidgetActionInterceptorContext);
    const latest = useRef(intercept);
    latest.current = intercept;
    useEffect(() => {
        register((action, entity) => latest.current(action, entity));
        return () => register(null);
    }, [register]);
}

/**
 * Resolves the widget's aliases and subscribes its data again (ThingsBoard's `updateAliases()`):
 * after a widget created or deleted an entity its alias stands for. A no-op outside a dashboard.
 */
export const WidgetReloadContext = createContext<() => void>(() => undefined);

export const useWidgetReload = (): (() => void) => useContext(WidgetReloadContext);
