import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { AccessClaims } from '../auth/tokens';
import type { RpcRow } from '../deviceApi/persistentRpcRepository';
import { badRequest, entityNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityId } from '../lib/ids';
import { EntityAccess } from '../telemetry/entityAccess';

const json = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** A stored call as ThingsBoard's Rpc object. */
export const rpcJson = (row: RpcRow) => ({
    id: entityId('RPC', row.id),
    createdTime: row.created_time,
    tenantId: entityId('TENANT', row.tenant_id),
    deviceId: entityId('DEVICE', row.device_id),
    expirationTime: row.expiration_time,
    request: json(row.request),
    response: json(row.response),
    status: row.status,
    additionalInfo: json(row.additional_info),
});

/**
 * Persistent RPC as ThingsBoard 3.3's RpcV2Controller: a device's calls by page (rpcStatus
 * filters, textSearch matches the method), one call, and delete. Tenant admins and customer users
 * read the calls of the devices they may see; only tenant admins delete.
 */
export function persistentRpcRoutes(app: FastifyInstance, ctx: AppContext): void {
    const access = new EntityAccess(ctx.guard, ctx.repositories);
    const { persistentRpc } = ctx;
    app.addHook('onReady', async () => persistentRpc.start());
    app.addHook('onClose', async () => persistentRpc.stop());

    const requireAuthority = (caller: AccessClaims, authorities: ReadonlyArray<AccessClaims['authority']>) => {
        if (!authorities.includes(caller.authority)) throw permissionDenied();
    };
    /** The call, when the caller may see its device: 404 when missing, 403 when not the caller's. */
    const loadCall = (caller: AccessClaims, rpcId: string, mode: 'read' | 'write'): RpcRow => {
        const row = persistentRpc.rows.find(rpcId);
        if (!row) throw entityNotFound('RPC', rpcId);
        // checkRpcId finds any tenant's call; the permission check refuses another tenant's (403).
        if (row.tenant_id !== caller.tenantId) throw permissionDenied();
        access.check(caller, 'DEVICE', row.device_id, mode);
        return row;
    };

    contractRoute(app, 'GET /api/rpc/persistent/device/{deviceId}', async request => {
        const caller = callerOf(request);
        requireAuthority(caller, ['TENANT_ADMIN', 'CUSTOMER_USER']);
        const { deviceId } = request.params;
        const { rpcStatus, ...page } = request.query;
        if (rpcStatus === 'DELETED') throw badRequest('RpcStatus: DELETED');
        access.check(caller, 'DEVICE', deviceId, 'read');
        const result = persistentRpc.rows.page({ ...page, deviceId, status: rpcStatus });
        return { ...result, data: result.data.map(rpcJson) };
    });

    contractRoute(app, 'GET /api/rpc/persistent/{rpcId}', async request => {
        const caller = callerOf(request);
        requireAuthority(caller, ['TENANT_ADMIN', 'CUSTOMER_USER']);
        return rpcJson(loadCall(caller, request.params.rpcId, 'read'));
    });

    contractRoute(app, 'DELETE /api/rpc/persistent/{rpcId}', async (request, reply) => {
        const caller = callerOf(request);
        requireAuthority(caller, ['TENANT_ADMIN']);
        const row = loadCall(caller, request.params.rpcId, 'write');
        persistentRpc.remove(row.id);
        return reply.status(200).send();
    });
}
