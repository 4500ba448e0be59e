import type { FastifyInstance } from 'fastify';
import { dashboards, tenants } from '../../resources';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { badRequest, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityId, isUuid } from '../lib/ids';
import { fromJsonColumn, isPlainObject, toJsonColumn } from '../lib/json';
import { entityAnswer } from '../registry/answer';
import { isIdObject, type Row } from '../registry/codec';

interface HomeSetting {
    dashboardId: string;
    hideToolbar: boolean;
}

const settingOf = (additionalInfo: unknown): HomeSetting | null => {
    const info = typeof additionalInfo === 'string' ? fromJsonColumn(additionalInfo) : additionalInfo;
    if (!isPlainObject(info) || typeof info.homeDashboardId !== 'string' || !isUuid(info.homeDashboardId)) return null;
    return { dashboardId: info.homeDashboardId, hideToolbar: info.homeDashboardHideToolbar === true };
};

/**
 * The home dashboard (reference §1.5): the user's additionalInfo.homeDashboardId, else the
 * customer's (customer users), else the tenant's — the first one the caller may open.
 */
export function homeDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
    const repository = ctx.repositories.dashboards!;
    /** The additionalInfo column of a user, customer or tenant row. */
    const infoOf = (owner: 'users' | 'customers' | 'tenants', id: string) => {
        const info = ctx.repositories[owner]!.findById(id)?.additional_info;
        return typeof info === 'string' ? info : null;
    };

    const resolve = (caller: AccessClaims): { dashboard: Row; hideToolbar: boolean } | null => {
        if (caller.authority === 'SYS_ADMIN') return null;
        const candidates = [
            caller.isPublic ? null : settingOf(infoOf('users', caller.userId)),
            caller.authority === 'CUSTOMER_USER' ? settingOf(infoOf('customers', caller.customerId)) : null,
            settingOf(infoOf('tenants', caller.tenantId)),
        ];
        for (const setting of candidates) {
            if (!setting) continue;
            const dashboard = repository.findById(setting.dashboardId);
            // A home dashboard the caller may not open (deleted, unshared) is skipped, not an error.
            if (dashboard && ctx.guard.ownsRow(caller, dashboards, dashboard, 'show')) return { dashboard, hideToolbar: setting.hideToolbar };
        }
        return null;
    };

    contractRoute(app, 'GET /api/dashboard/home', async request => {
        const home = resolve(callerOf(request));
        return home ? { ...entityAnswer(ctx, dashboards, home.dashboard), hideDashboardToolbar: home.hideToolbar } : null;
    });
    contractRoute(app, 'GET /api/dashboard/home/info', async request => {
        const home = resolve(callerOf(request));
        return home ? { dashboardId: entityId('DASHBOARD', home.dashboard.id as string), hideDashboardToolbar: home.hideToolbar } : null;
    });

    contractRoute(app, 'GET /api/tenant/dashboard/home/info', async request => {
        const caller = callerOf(request);
        if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
        const setting = settingOf(infoOf('tenants', caller.tenantId));
        return { dashboardId: setting ? entityId('DASHBOARD', setting.dashboardId) : null, hideDashboardToolbar: setting?.hideToolbar ?? false };
    });
    contractRoute(app, 'POST /api/tenant/dashboard/home/info', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
        ctx.guard.require(caller, tenants, 'show');
        const body = request.body ?? {};
        if (body.dashboardId !== null && body.dashboardId !== undefined && !isIdObject(body.dashboardId)) throw badRequest('Invalid dashboard id');
        if (isIdObject(body.dashboardId)) ctx.guard.load(caller, repository, body.dashboardId.id, 'show');
        const stored = fromJsonColumn(infoOf('tenants', caller.tenantId));
        const info: Record<string, unknown> = isPlainObject(stored) ? { ...stored } : {};
        if (isIdObject(body.dashboardId)) {
            info.homeDashboardId = body.dashboardId.id;
            info.homeDashboardHideToolbar = body.hideDashboardToolbar === true;
        } else {
            delete info.homeDashboardId;
            delete info.homeDashboardHideToolbar;
        }
        ctx.repositories.tenants!.update(caller.tenantId, { additional_info: toJsonColumn(info) });
        return reply.status(200).send();
    });
}
