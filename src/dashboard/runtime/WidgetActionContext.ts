import { createContext, useContext } from 'react';
import type { ActionEntity } from './widgetActions';

/**
 * Runs the widget's actions of one source (`config.actions[source]`, e.g. 'rowClick') on an entity;
 * with a name, only the action of that name (a map tooltip's `<link-act name="…">`).
 * The widget host provides it; a widget outside a dashboard (tests, previews) gets a no-op.
 */
export type RunWidgetActions = (source: string, entity?: ActionEntity, actionName?: string) => void;

export const WidgetActionContext = createContext<RunWidgetActions>(() => undefined);

export const useWidgetActions = (): RunWidgetActions => useContext(WidgetActionContext);
