import { createContext, useContext } from 'react';
import type { TimewindowModel } from '../../lib/time/timewindow';

export interface WidgetTimewindow {
    model: TimewindowModel;
    /** The window's bounds now (a realtime window slides). */
    startTs: number;
    endTs: number;
}

/** The window a widget follows (its own or the dashboard's), for axes and legend statistics. */
export const WidgetTimewindowContext = createContext<WidgetTimewindow | null>(null);

export const useWidgetTimewindow = (): WidgetTimewindow | null => useContext(WidgetTimewindowContext);
