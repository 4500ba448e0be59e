import { createContext, useContext } from 'react';
import type { ActionEntity } from './widgetActions';

/**
 * Runs the widget's actions of one source (`config.actions[source]`, e.g. 'rowClick') on an entity.
 * The widget host provides it; a widget outside a dashboard (tests, previews) gets a no-op.
 */
export type RunWidgetActions = (source: string, entity?: ActionEntity) => void;

export const WidgetActionContext = createContext<RunWidgetActions>(() => undefined);

export const useWidgetActions = (): RunWidgetActions => useContext(WidgetActionContext);
