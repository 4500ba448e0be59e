import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { upgradeDashboardConfiguration } from '../../../dashboard/model/upgradeConfiguration';
import { DashboardFileError, dashboardFileOf, isObject, type DashboardFile } from './dashboardFile';

// Apart from dashboardFile.ts: the upgrade (and the time library under it) loads only when a file is imported.

/**
 * The dashboard to create from an imported file: ThingsBoard's check (a title and a configuration
 * object), then its configuration brought to today's shape as ThingsBoard's validateAndUpdateDashboard
 * does on import. Ids of the file are dropped: an import always creates a new dashboard.
 */
export const dashboardFromFile = (text: string, now: number = Date.now()): DashboardFile & { configuration: DashboardConfiguration } => {
    let content: unknown;
    try {
        content = JSON.parse(text);
    } catch {
        throw new DashboardFileError('dashboard.invalid-dashboard-file-error');
    }
    if (!isObject(content) || typeof content.title !== 'string' || !content.title.trim() || !isObject(content.configuration)) {
        throw new DashboardFileError('dashboard.invalid-dashboard-file-error');
    }
    const file = dashboardFileOf({ ...content, title: content.title });
    return { ...file, configuration: upgradeDashboardConfiguration(content.configuration, { title: content.title, now }) };
};
