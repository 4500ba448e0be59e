import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resourceNamed } from '../../resources';
import type { ResourceName } from '../../resources/kernel';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { entityNotFound, ErrorCode, itemNotFound, permissionDenied, ThingsboardError, type ErrorCodeValue } from '../errors';
import { RESTORE_HEADER } from '../history/historyService';
import type { VersionedEntityType } from '../history/versionStore';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { NULL_UUID } from '../lib/ids';
import { isPlainObject } from '../lib/json';
import { entityAnswer } from '../registry/answer';
import { WidgetTypeStore } from '../widgets/widgetTypeStore';

/** The registry entry of each versioned type (widget types follow their bundles' permissions). */
const RESOURCE_OF: Readonly<Record<VersionedEntityType, ResourceName>> = {
    DASHBOARD: 'dashboards',
    RULE_CHAIN: 'ruleChains',
    DEVICE_PROFILE: 'deviceProfiles',
    TENANT_PROFILE: 'tenantProfiles',
    WIDGET_TYPE: 'widgetsBundles',
};

/** The save calls that put a version's document back, in order. */
interface SaveStep {
    url: string;
    body: unknown;
}

const SAVE_URL: Readonly<Record<Exclude<VersionedEntityType, 'RULE_CHAIN'>, string>> = {
    DASHBOARD: '/api/dashboard',
    DEVICE_PROFILE: '/api/deviceProfile',
    WIDGET_TYPE: '/api/widgetType',
    TENANT_PROFILE: '/api/tenantProfile',
};

/** A version not kept (or not the caller's tenant's). */
const versionNotFound = () => itemNotFound("Requested item wasn't found!");

/** What a rule chain's own save changes (its graph is the metadata's). */
const RULE_CHAIN_HEADER = ['name', 'debugMode', 'configuration', 'additionalInfo'] as const;

/** JSON with object keys in order, so two documents compare by content. */
const canonicalJson = (value: unknown): string =>
    JSON.stringify(value, (_key, item: unknown) =>
        isPlainObject(item) ? Object.fromEntries(Object.keys(item).sort().map(key => [key, item[key]])) : item,
    );

/**
 * The history of saves (issue #28; not in ThingsBoard 3.3): list, read and restore. Whoever may
 * edit an entity may read its history and restore it; the guard that protects the entity's own
 * calls decides, and every read of the history names the entity's tenant as well.
 */
export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
    const widgetTypes = new WidgetTypeStore(ctx.database.sqlite);
    const { history } = ctx;

    /** The tenant whose history it is, once the caller may edit the entity; 403/404 as the entity's own calls answer. */
    const ownerTenant = (caller: AccessClaims, entityType: VersionedEntityType, entityId: string): string => {
        const resource = resourceNamed(RESOURCE_OF[entityType]);
        if (entityType === 'WIDGET_TYPE') {
            ctx.guard.require(caller, resource, 'edit');
            const row = widgetTypes.findById(entityId);
            if (!row) throw entityNotFound('WIDGET_TYPE', entityId);
            if (!ctx.guard.ownsRow(caller, resource, row as unknown as Record<string, unknown>, 'edit')) throw permissionDenied();
            return row.tenant_id;
        }
        const row = ctx.guard.load(caller, ctx.repositories[resource.name]!, entityId, 'edit');
        return typeof row.tenant_id === 'string' ? row.tenant_id : NULL_UUID;
    };

    /** What to send back: the document itself, or a rule chain's metadata and (when it differs from now) its header. */
    const restoreSteps = (entityType: VersionedEntityType, entityId: string, document: unknown): SaveStep[] => {
        const object = isPlainObject(document) ? document : {};
        if (entityType !== 'RULE_CHAIN') return [{ url: SAVE_URL[entityType], body: { ...object, id: { entityType, id: entityId } } }];
        const ruleChainId = { entityType: 'RULE_CHAIN', id: entityId };
        const steps: SaveStep[] = [{ url: '/api/ruleChain/metadata', body: { ...(isPlainObject(object.metadata) ? object.metadata : {}), ruleChainId } }];
        const header = isPlainObject(object.ruleChain) ? object.ruleChain : null;
        const row = ctx.repositories.ruleChains!.findById(entityId);
        const current = row ? entityAnswer(ctx, resourceNamed('ruleChains'), row) : null;
        const editable = (chain: Record<string, unknown> | null) => canonicalJson(chain && RULE_CHAIN_HEADER.map(key => chain[key] ?? null));
        if (header && editable(header) !== editable(current)) steps.push({ url: '/api/ruleChain', body: { ...header, id: ruleChainId } });
        return steps;
    };

    /** Sends one save call as the caller, marked as part of the restore. */
    const send = async (request: FastifyRequest, token: string, step: SaveStep) => {
        const headers: Record<string, string> = { 'content-type': 'application/json', [RESTORE_HEADER]: token };
        for (const name of ['x-authorization', 'authorization'] as const) {
            const value = request.headers[name];
            if (typeof value === 'string') headers[name] = value;
        }
        const response = await app.inject({ method: 'POST', url: step.url, headers, payload: JSON.stringify(step.body) });
        if (response.statusCode === 200) return;
        const body = response.json() as { message?: unknown; errorCode?: unknown };
        throw new ThingsboardError(typeof body.message === 'string' ? body.message : 'Restore failed', (typeof body.errorCode === 'number' ? body.errorCode : ErrorCode.GENERAL) as ErrorCodeValue, response.statusCode);
    };

    contractRoute(app, 'GET /api/history/{entityType}/{entityId}/versions', async request => {
        const { entityType, entityId } = request.params;
        const tenantId = ownerTenant(callerOf(request), entityType, entityId);
        return history.store.page(tenantId, entityType, entityId, request.query.pageSize, request.query.page);
    });

    contractRoute(app, 'GET /api/history/{entityType}/{entityId}/versions/{version}', async request => {
        const { entityType, entityId, version } = request.params;
        const found = history.store.find(ownerTenant(callerOf(request), entityType, entityId), entityType, entityId, version);
        if (!found) throw versionNotFound();
        return found;
    });

    contractRoute(app, 'POST /api/history/{entityType}/{entityId}/versions/{version}/restore', async request => {
        const { entityType, entityId, version } = request.params;
        const tenantId = ownerTenant(callerOf(request), entityType, entityId);
        const found = history.store.find(tenantId, entityType, entityId, version);
        if (!found) throw versionNotFound();
        const steps = restoreSteps(entityType, entityId, found.document);
        await history.restoring(version, async token => {
            for (const step of steps) await send(request, token, step);
        });
        const newest = history.store.page(tenantId, entityType, entityId, 1, 0).data[0]!;
        return history.store.find(tenantId, entityType, entityId, newest.version)!;
    });
}
