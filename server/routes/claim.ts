import type { FastifyInstance } from 'fastify';
import { devices } from '../../resources';
import type { AccessClaims } from '../auth/tokens';
import { claimRequestOf, claimServiceOf } from '../claiming/claimService';
import { transferDeviceToTenant } from '../claiming/tenantTransfer';
import type { AppContext } from '../context';
import { DeviceTokens } from '../deviceApi/deviceAuth';
import { itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityAnswer } from '../registry/answer';
import type { Row } from '../registry/codec';
import { DeviceRows } from '../db/repositories/devices';

/**
 * Changes of a device's owner: claiming by a customer user (with what the device announced over
 * its HTTP or MQTT API), re-claiming, and the transfer to another tenant.
 */
export function claimRoutes(app: FastifyInstance, ctx: AppContext): void {
    const claims = claimServiceOf(ctx);
    const repository = ctx.repositories.devices!;
    const sqlite = ctx.database.sqlite;
    const deviceRows = new DeviceRows(sqlite);

    /** The caller's tenant's device of that name (ThingsBoard's findDeviceByTenantIdAndName), or 404. */
    const deviceNamed = (caller: AccessClaims, deviceName: string): Row => {
        const row = deviceRows.findByName(caller.tenantId, deviceName);
        if (!row) throw itemNotFound();
        return row;
    };
    const claimed = (row: Row) => ({ id: String(row.id), tenantId: String(row.tenant_id), customerId: String(row.customer_id) });

    contractRoute(app, 'POST /api/customer/device/{deviceName}/claim', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.authority !== 'CUSTOMER_USER') throw permissionDenied();
        const row = deviceNamed(caller, request.params.deviceName);
        const { secretKey } = claimRequestOf(request.body);
        const response = await claims.claim(claimed(row), caller.customerId, secretKey);
        if (response === 'SUCCESS') return { device: entityAnswer(ctx, devices, repository.findById(String(row.id))!), response };
        // ThingsBoard answers a refused claim with 400 and the bare ClaimResponse as its body.
        return reply.status(400).type('application/json').send(JSON.stringify(response));
    });

    contractRoute(app, 'DELETE /api/customer/device/{deviceName}/claim', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.authority !== 'TENANT_ADMIN' && caller.authority !== 'CUSTOMER_USER') throw permissionDenied();
        const row = deviceNamed(caller, request.params.deviceName);
        // A customer user may only free its own devices.
        if (caller.authority === 'CUSTOMER_USER' && row.customer_id !== caller.customerId) throw permissionDenied();
        await claims.reclaim(claimed(row));
        return reply.status(200).send();
    });

    contractRoute(app, 'POST /api/tenant/{tenantId}/device/{deviceId}', async request => {
        const caller = callerOf(request);
        if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
        const { tenantId, deviceId } = request.params;
        const row = ctx.guard.load(caller, repository, deviceId, 'assign');
        transferDeviceToTenant(sqlite, row, tenantId);
        return entityAnswer(ctx, devices, repository.findById(deviceId)!);
    });

    deviceClaimRoute(app, ctx);
}

/**
 * The device's own announcement, POST /api/v1/{token}/claim with an optional {secretKey, durationMs}:
 * outside the console's contract like the rest of the device API, 401 without a body for an unknown
 * token, 400 for a body that is not JSON, otherwise 200 whether or not claiming is possible.
 */
function deviceClaimRoute(app: FastifyInstance, ctx: AppContext): void {
    const tokens = new DeviceTokens(ctx.database.sqlite);
    void app.register(async scope => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
        scope.route<{ Params: { token: string } }>({
            method: 'POST',
            url: '/api/v1/:token/claim',
            config: { public: true },
            handler: async (request, reply) => {
                const device = tokens.find(request.params.token);
                if (!device) return reply.status(401).send();
                const text = typeof request.body === 'string' ? request.body.trim() : '';
                let body: unknown = undefined;
                if (text !== '') {
                    try {
                        body = JSON.parse(text);
                    } catch {
                        return reply.status(400).send();
                    }
                }
                const { secretKey, durationMs } = claimRequestOf(body);
                await claimServiceOf(ctx).announce(device.deviceId, secretKey, durationMs);
                await ctx.deviceState.onActivity(device.deviceId);
                return reply.status(200).send();
            },
        });
    });
}
