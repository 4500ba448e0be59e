import type { Dashboard } from '../../../../shared/generated/api.gen';

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

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class DashboardFileError extends Error {
    /** The i18n key of what is wrong with the file. */
    constructor(readonly messageKey: string) {
        super(messageKey);
    }
}
