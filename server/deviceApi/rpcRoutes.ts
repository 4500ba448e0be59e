import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../http/authenticate';
import { contractRoute, type OperationKey } from '../http/contractRoute';
import { EntityAccess } from '../telemetry/entityAccess';
import { DEFAULT_RPC_TIMEOUT_MS, RpcTimeoutError } from './rpc';

interface RpcBody {
    method: string;
    params?: unknown;
    timeout?: number;
    /** Epoch ms; overrides `timeout` for a persistent call. */
    expirationTime?: number;
    persistent?: boolean;
    retries?: number;
    additionalInfo?: unknown;
}

/**
 * Server-side RPC from the console to a device: one-way answers 200 once the device has the
 * request, two-way answers with the device's response. As ThingsBoard 3.3's RPC controllers: a
 * device that never takes the request is 409 on /api/rpc (no active connection) and 408 on the
 * legacy /api/plugins/rpc; a device that takes it but does not answer is 408; these answers have
 * no body. A persistent call (`persistent: true`) is stored and answered at once with
 * `{rpcId}`; its expirationTime is the one given, else now + timeout.
 */
export function rpcRoutes(app: FastifyInstance, ctx: AppContext): void {
    const access = new EntityAccess(ctx.guard, ctx.repositories);

    const handler = (twoWay: boolean, notConnectedStatus: number) => async (request: FastifyRequest, reply: FastifyReply) => {
        const { deviceId } = request.params as { deviceId: string };
        const body = request.body as RpcBody;
        const device = access.check(callerOf(request), 'DEVICE', deviceId, 'write');
        const timeoutMs = body.timeout && body.timeout > 0 ? body.timeout : DEFAULT_RPC_TIMEOUT_MS;
        if (body.persistent) {
            const rpcId = ctx.persistentRpc.submit({
                tenantId: device.tenant_id as string,
                deviceId,
                oneway: !twoWay,
                method: body.method,
                params: body.params ?? {},
                expirationTime: body.expirationTime ?? Date.now() + timeoutMs,
                retries: body.retries ?? null,
                additionalInfo: body.additionalInfo,
            });
            return reply.send({ rpcId });
        }
        try {
            const response = await ctx.rpc.call(deviceId, body.method, body.params ?? {}, { twoWay, timeoutMs });
            return twoWay ? reply.send(response ?? null) : reply.send();
        } catch (error) {
            if (!(error instanceof RpcTimeoutError)) throw error;
            return reply.status(error.delivered ? 408 : notConnectedStatus).send();
        }
    };

    const routes: Array<[OperationKey, boolean, number]> = [
        ['POST /api/rpc/oneway/{deviceId}', false, 409],
        ['POST /api/rpc/twoway/{deviceId}', true, 409],
        ['POST /api/plugins/rpc/oneway/{deviceId}', false, 408],
        ['POST /api/plugins/rpc/twoway/{deviceId}', true, 408],
    ];
    for (const [key, twoWay, notConnected] of routes) contractRoute(app, key, handler(twoWay, notConnected));
}
