import { DeviceProfileRows } from '../db/repositories/deviceProfiles';
import { withDashboardDefaults } from '../documents/dashboardDefaults';
import type { EntityHooks } from './hooks';

export const dashboardHooks: EntityHooks = {
    beforeSave({ columns, existing }) {
        if (!existing) columns.assigned_customers = null;
        if (columns.mobile_hide === undefined && !existing) columns.mobile_hide = 0;
        if (typeof columns.configuration === 'string') columns.configuration = JSON.stringify(withDashboardDefaults(JSON.parse(columns.configuration)));
    },
    cascade({ ctx, row }) {
        // Home dashboards that named this one fall back to none.
        new DeviceProfileRows(ctx.database.sqlite).forgetDashboard(row.id as string);
    },
};
