import type { Dashboard } from '../../../generated/api.gen';
import type { DashboardConfiguration } from '../../../dashboard/model/dashboardConfig';
import { upgradeDashboardConfiguration } from '../../../dashboard/model/upgradeConfiguration';

/**
 * A dashboard as ThingsBoard's "Export dashboard" writes it (ImportExportService.prepareDashboardExport):
 * the whole dashboard without what belongs to this server — id, createdTime, tenantId, customerId and
 * assignedCustomers. Every other field, known or not, is kept.
 */
export interface DashboardFile {
    title: string;
    name?: string;
    image?: string | null;
    mobileHide?: boolean;
    mobileOrder?: number | null;
    configuration?: unknown;
    [field: string]: unknown;
}

const SERVER_OWNED = ['id', 'createdTime', 'tenantId', 'customerId', 'assignedCustomers'] as const;

export const dashboardFileOf = (dashboard: Pick<Dashboard, 'title'>): DashboardFile => {
    const file: DashboardFile = structuredClone(dashboard);
    for (const field of SERVER_OWNED) delete file[field];
    return file;
};

/** ThingsBoard's file name: the title in lower case, every non-word character an underscore. */
export const dashboardFileName = (title: string) => `${title.toLowerCase().replace(/\W/g, '_') || 'dashboard'}.json`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class DashboardFileError extends Error {
    /** The i18n key of what is wrong with the file. */
    constructor(readonly messageKey: string) {
        super(messageKey);
    }
}

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
