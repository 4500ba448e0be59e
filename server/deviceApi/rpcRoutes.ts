import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../http/authenticate';
import { contractRoute, type ContractRequest } from '../http/contractRoute';
import { EntityAccess } from '../telemetry/entityAccess';
import { AccessValidator } from '../telemetry/accessValidator';
import { randomUUID } from 'node:crypto';
import { serverRpcMessage } from '../ruleEngine/deviceMessages';
import type { DeviceIdentity } from './deviceAuth';
import { DEFAULT_RPC_TIMEOUT_MS, RpcTimeoutError } from './rpc';

/**
 * Server-side RPC from the console to a device: one-way answers 200 once the device has the
 * request, two-way answers with the device's response. As ThingsBoard 3.3's RPC controllers: a
 * device that never takes the request is 409 on /api/rpc (no active connection) and 408 on the
 * legacy /api/plugins/rpc; a device that takes it but does not answer is 408; these answers have
 * no body. A persistent call (`persistent: true`) is stored and answered at once with
 * `{rpcId}`; its expirationTime is the one given, else now + timeout.
 */
/** The four RPC calls take the same path parameter and body (DeviceRpcRequest). */
type RpcRequest = FastifyRequest<ContractRequest<'POST /api/rpc/oneway/{deviceId}'>>;

export function rpcRoutes(app: FastifyInstance, ctx: AppContext): void {
    const access = new AccessValidator(new EntityAccess(ctx.guard, ctx.repositories));

    const handler = (twoWay: boolean, notConnectedStatus: number) => async (request: RpcRequest, reply: FastifyReply) => {
        const { deviceId } = request.params;
        const body = request.body;
        const caller = callerOf(request);
        const device = access.validate(caller, 'DEVICE', deviceId, 'write');
        const identity: DeviceIdentity = { deviceId, tenantId: device.tenant_id as string, customerId: device.customer_id as string, name: device.name as string, type: device.type as string };
        const timeoutMs = body.timeout && body.timeout > 0 ? body.timeout : DEFAULT_RPC_TIMEOUT_MS;
        const call = { method: body.method, params: body.params ?? {}, oneway: !twoWay, retries: body.retries ?? null, additionalInfo: body.additionalInfo };
        if (body.persistent) {
            const expirationTime = body.expirationTime ?? Date.now() + timeoutMs;
            const rpcId = ctx.persistentRpc.submit({
                tenantId: device.tenant_id as string,
                deviceId,
                oneway: !twoWay,
                method: body.method,
                params: body.params ?? {},
                expirationTime,
                retries: body.retries ?? null,
                additionalInfo: body.additionalInfo,
            });
            // The chain sees the call too; the persistent RPC service stores and delivers it.
            void ctx.ruleEngine.push(identity.tenantId, serverRpcMessage(identity, { ...call, requestUUID: rpcId, expirationTime, persistent: true }, caller.customerId));
            return reply.send({ rpcId });
        }
        try {
            // As ThingsBoard 3.3: the call goes through the tenant's chain, whose rpc call request node delivers it and answers here.
            const requestUUID = randomUUID();
            const outcome = ctx.ruleEngine.serverRpc.wait(identity.tenantId, requestUUID, timeoutMs);
            void ctx.ruleEngine.push(identity.tenantId, serverRpcMessage(identity, { ...call, requestUUID, expirationTime: Date.now() + timeoutMs, persistent: false }, caller.customerId));
            const response = await outcome;
            return twoWay ? reply.send(response ?? null) : reply.send();
        } catch (error) {
            if (!(error instanceof RpcTimeoutError)) throw error;
            return reply.status(error.delivered ? 408 : notConnectedStatus).send();
        }
    };

    contractRoute(app, 'POST /api/rpc/oneway/{deviceId}', handler(false, 409));
    contractRoute(app, 'POST /api/rpc/twoway/{deviceId}', handler(true, 409));
    contractRoute(app, 'POST /api/plugins/rpc/oneway/{deviceId}', handler(false, 408));
    contractRoute(app, 'POST /api/plugins/rpc/twoway/{deviceId}', handler(true, 408));
}
