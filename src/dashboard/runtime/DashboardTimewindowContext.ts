import { createContext, useContext } from 'react';
import type { Timewindow } from '../../lib/time/timewindow';

/** The dashboard's own time window and a way to change it: what ThingsBoard's widgets reach through ctx.dashboard. */
export interface DashboardTimewindowControl {
    timewindow: Timewindow | undefined;
    setTimewindow: (next: Timewindow) => void;
}

/** Provided by the dashboard view; null outside a dashboard (a preview, a test). */
export const DashboardTimewindowContext = createContext<DashboardTimewindowControl | null>(null);

export const useDashboardTimewindow = (): DashboardTimewindowControl | null => useContext(DashboardTimewindowContext);
