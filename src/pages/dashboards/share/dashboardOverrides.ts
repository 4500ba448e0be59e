import type { ResourceOverrides } from '../../../generic/overrideTypes';
import { ExportDashboardAction } from './ExportDashboardAction';
import { ImportDashboardButton } from './ImportDashboardButton';

/** A row opens the dashboard, as in ThingsBoard; its details stay under /dashboards/:id/show. */
export const dashboardOverrides: ResourceOverrides = {
    actions: ExportDashboardAction,
    listActions: ImportDashboardButton,
    rowLink: record => `/dashboards/${String(record.id)}`,
};
