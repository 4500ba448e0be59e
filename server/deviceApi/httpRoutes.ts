import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { PayloadError, readTelemetry, readValues } from '../telemetry/payload';
import { installTypedJsonBody } from '../telemetry/typedBody';
import { isTypedObject, parseTypedJson, type TypedJson } from '../telemetry/typedJson';
import { strictValue } from '../telemetry/kv';
import { DeviceTokens, type DeviceIdentity } from './deviceAuth';
import { deviceAttributes, keysParam } from './deviceAttributes';
import type { RpcRequest } from './rpc';
import { attributesMessage, telemetryMessages } from '../ruleEngine/deviceMessages';
import { RuleEngineBusyError } from '../ruleEngine/ruleEngine';
import { paramsOf, queryOf } from '../http/requestParts';

/** A device call ThingsBoard's HTTP transport refuses with a bare status and no body. */
class DeviceApiStatus extends Error {
    constructor(readonly status: number) {
        super(`HTTP ${status}`);
    }
}

/** ThingsBoard's transport.http.max_request_timeout default for long polls. */
const MAX_LONG_POLL_MS = 300_000;
const DEFAULT_LONG_POLL_MS = 60_000;
/** Seconds a device refused for a full rule-engine queue is asked to wait before it sends again. */
const BUSY_RETRY_AFTER_S = 1;

/**
 * The device HTTP API, /api/v1/{token}/…: what a real device calls with its access token. Public
 * (the token in the path is the credential), not in the console's contract, and answering as
 * ThingsBoard's HTTP transport does: 200 with an empty body, 400 for a bad payload and 401 for an
 * unknown token, both without a body. Every accepted call counts as device activity. A message
 * the rule engine cannot take (its tenant's queue stayed full) is 503 with Retry-After: refused,
 * never acknowledged and dropped.
 */
export function deviceHttpRoutes(app: FastifyInstance, ctx: AppContext): void {
    const tokens = new DeviceTokens(ctx.database.sqlite);
    const { telemetry, deviceState } = ctx;
    app.addHook('onReady', () => deviceState.start());
    app.addHook('onClose', async () => deviceState.stop());

    void app.register(async scope => {
        installTypedJsonBody(scope, () => new DeviceApiStatus(400));
        // Devices send JSON with any content type, or none.
        scope.removeContentTypeParser('text/plain');
        scope.addContentTypeParser(['text/plain', '*'], { parseAs: 'string' }, (request, body, done) => {
            const text = typeof body === 'string' ? body : body.toString('utf8');
            if (text.trim() === '') return done(null, undefined);
            try {
                request.typedBody = parseTypedJson(text);
                done(null, text);
            } catch {
                done(new DeviceApiStatus(400), undefined);
            }
        });
        scope.setErrorHandler((error, _request, reply) => {
            if (error instanceof DeviceApiStatus) return reply.status(error.status).send();
            if (error instanceof RuleEngineBusyError) return reply.status(503).header('Retry-After', String(BUSY_RETRY_AFTER_S)).send();
            throw error;
        });

        const deviceOf = (request: FastifyRequest): DeviceIdentity => {
            const device = tokens.find(paramsOf(request).token ?? '');
            if (!device) throw new DeviceApiStatus(401);
            return device;
        };
        const body = (request: FastifyRequest): TypedJson => {
            if (request.typedBody === undefined) throw new DeviceApiStatus(400);
            return request.typedBody;
        };
        const route = (method: 'GET' | 'POST', url: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
            scope.route({ method, url, config: { public: true }, handler });

        /** A refused payload is a 400 for the device and an ERROR event on its Events tab. */
        const rejected = (device: DeviceIdentity, method: string, error: unknown) => {
            ctx.events.record(device.tenantId, { entityType: 'DEVICE', id: device.deviceId }, 'ERROR', { method, error: error instanceof Error ? error.message : String(error) });
            return new DeviceApiStatus(400);
        };

        route('POST', '/api/v1/:token/telemetry', async request => {
            const device = deviceOf(request);
            let entries;
            try {
                entries = readTelemetry(body(request), telemetry.timestamps.of(device.deviceId), { typeCast: true });
            } catch (error) {
                if (error instanceof PayloadError) throw rejected(device, 'POST_TELEMETRY_REQUEST', error);
                throw error;
            }
            // The tenant's rule chain stores it (its "save timeseries" node), as in ThingsBoard.
            await ctx.ruleEngine.pushDeviceMessages(device.tenantId, telemetryMessages(device, entries));
            await deviceState.onActivity(device.deviceId);
            return '';
        });

        route('POST', '/api/v1/:token/attributes', async request => {
            const device = deviceOf(request);
            const json = body(request);
            if (!isTypedObject(json)) throw rejected(device, 'POST_ATTRIBUTES_REQUEST', 'Attributes must be a JSON object');
            let entries;
            try {
                entries = readValues(json, { typeCast: true });
            } catch (error) {
                throw rejected(device, 'POST_ATTRIBUTES_REQUEST', error);
            }
            await ctx.ruleEngine.pushDeviceMessages(device.tenantId, [attributesMessage(device, entries)]);
            await deviceState.onActivity(device.deviceId);
            return '';
        });

        route('GET', '/api/v1/:token/attributes', async request => {
            const device = deviceOf(request);
            const query = queryOf(request);
            const response = await deviceAttributes(telemetry.attributes, device.deviceId, {
                clientKeys: keysParam(query.clientKeys),
                sharedKeys: keysParam(query.sharedKeys),
            });
            await deviceState.onActivity(device.deviceId);
            return response;
        });

        // Long poll for shared-attribute changes: the first change answers, a quiet timeout is 408.
        route('GET', '/api/v1/:token/attributes/updates', async (request, reply) => {
            const device = deviceOf(request);
            await deviceState.onActivity(device.deviceId);
            const timeout = Math.min(Number(queryOf(request).timeout) || DEFAULT_LONG_POLL_MS, MAX_LONG_POLL_MS);
            const update = await new Promise<Record<string, unknown> | null>(resolve => {
                const finish = (value: Record<string, unknown> | null) => {
                    clearTimeout(timer);
                    unsubscribe();
                    resolve(value);
                };
                const timer = setTimeout(() => finish(null), timeout);
                const unsubscribe = telemetry.hub.subscribe(device.deviceId, event => {
                    if (event.kind === 'attributes' && event.scope === 'SHARED_SCOPE') {
                        finish(Object.fromEntries(event.entries.map(entry => [entry.key, strictValue(entry.value)])));
                    } else if (event.kind === 'attributesDeleted' && event.scope === 'SHARED_SCOPE') finish({ deleted: [...event.keys] });
                });
                reply.raw.once('close', () => finish(null));
            });
            if (!update) return reply.status(408).send();
            return update;
        });

        // Long poll for a server-side RPC request: the first call for this device answers, a quiet timeout is 408.
        route('GET', '/api/v1/:token/rpc', async (request, reply) => {
            const device = deviceOf(request);
            await deviceState.onActivity(device.deviceId);
            const timeout = Math.min(Number(queryOf(request).timeout) || DEFAULT_LONG_POLL_MS, MAX_LONG_POLL_MS);
            const taken = await new Promise<{ rpc: RpcRequest; delivered: () => void } | null>(resolve => {
                let done = false;
                let unregister: (() => void) | null = null;
                const finish = (value: { rpc: RpcRequest; delivered: () => void } | null) => {
                    if (done) return false;
                    done = true;
                    clearTimeout(timer);
                    // Registering may deliver at once, before `unregister` exists.
                    queueMicrotask(() => unregister?.());
                    resolve(value);
                    return true;
                };
                const timer = setTimeout(() => finish(null), timeout);
                unregister = ctx.rpc.register(device.deviceId, (rpc, delivered) => finish({ rpc, delivered }));
                reply.raw.once('close', () => finish(null));
            });
            if (!taken) return reply.status(408).send();
            // The device has the request once the answer is written out.
            reply.raw.once('finish', taken.delivered);
            return { id: taken.rpc.id, method: taken.rpc.method, params: taken.rpc.params };
        });

        route('POST', '/api/v1/:token/rpc/:requestId', async request => {
            const device = deviceOf(request);
            const requestId = Number(paramsOf(request).requestId);
            if (!Number.isInteger(requestId)) throw new DeviceApiStatus(400);
            const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null);
            let response: unknown = text;
            try {
                response = JSON.parse(text);
            } catch {
                // a plain-text answer stays text
            }
            ctx.rpc.respond(device.deviceId, requestId, response);
            await deviceState.onActivity(device.deviceId);
            return '';
        });
    });
}
