import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AlarmDataQueries } from '../alarms/alarmDataQuery';
import type { AccessClaims } from '../auth/tokens';
import type { AppContext } from '../context';
import { authenticationFailed } from '../errors';
import { EntityAccess } from '../telemetry/entityAccess';
import { TimeseriesSources } from '../telemetry/timeseriesSource';
import { EntityQueryResolver } from './entityQuery';
import { TelemetrySession } from './session';
import { queryOf } from '../http/requestParts';

/** ThingsBoard pings and closes sessions that stop answering (ping_timeout 30 s) with code 4500. */
const PING_INTERVAL_MS = 30_000;
const SESSION_NOT_RELIABLE = 4500;
const POLICY_VIOLATION = 1008;

declare module 'fastify' {
    interface FastifyRequest {
        /** The caller of a telemetry WebSocket, from its ?token=. */
        wsCaller?: AccessClaims;
    }
}

/**
 * /api/ws/plugins/telemetry?token=<access JWT> (reference §5). The token is checked before the
 * upgrade, as ThingsBoard's security filter does: a missing, invalid, expired or outdated token
 * is refused with 401 and no socket. Every origin is allowed.
 */
export function telemetryWebSocket(app: FastifyInstance, ctx: AppContext): void {
    const access = new EntityAccess(ctx.guard, ctx.repositories);
    const resolver = new EntityQueryResolver(ctx.database.sqlite, ctx.guard, access);
    const sources = new TimeseriesSources(ctx.database.sqlite, ctx.telemetry.timeseries);
    const alarmQueries = new AlarmDataQueries(ctx.database.sqlite, ctx.alarms, resolver, ctx.telemetry, sources);

    void app.register(async scope => {
        // A larger frame closes the socket with 1009 before it is read (ThingsBoard's Tomcat does the same at 32 KB).
        await scope.register(fastifyWebsocket, {
            options: { maxPayload: ctx.config.wsLimits.maxFrameBytes },
            // A client breaking the protocol (a frame over the limit …) is the client's fault, not the server's: `ws`
            // already closes its socket with the code that says why (1009), so it is not cut short here.
            errorHandler: (error, socket, request) => {
                const code: unknown = (error as { code?: unknown }).code;
                if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
                    request.log.info({ err: error }, 'telemetry websocket closed: the client broke the protocol');
                    return;
                }
                request.log.error({ err: error }, 'telemetry websocket failed');
                socket.terminate();
            },
        });
        scope.get(
            '/api/ws/plugins/telemetry',
            {
                websocket: true,
                config: { public: true },
                preValidation: async (request: FastifyRequest) => {
                    const token = queryOf(request).token;
                    if (typeof token !== 'string' || !token) throw authenticationFailed();
                    const claims = await ctx.tokens.verifyAccess(token);
                    await ctx.accounts.assertCurrent(claims);
                    request.wsCaller = claims;
                },
            },
            (socket, request) => {
                const caller = request.wsCaller!;
                const live = ctx.wsSessions.open(caller, (code, reason) => socket.close(code, reason));
                // Over a session limit ThingsBoard opens the socket and closes it at once with the reason.
                if (typeof live === 'string') return socket.close(POLICY_VIOLATION, live);
                const session = new TelemetrySession(
                    socket,
                    { caller, telemetry: ctx.telemetry, sources, access, resolver, alarms: ctx.alarms, alarmQueries, refreshMs: () => ctx.config.dynamicQueryRefreshMs },
                    live,
                    error => request.log.error({ err: error }, 'telemetry websocket command failed'),
                );
                let alive = true;
                socket.on('pong', () => (alive = true));
                const pinger = setInterval(() => {
                    if (!alive) return socket.close(SESSION_NOT_RELIABLE, 'Session is not reliable');
                    alive = false;
                    socket.ping();
                }, PING_INTERVAL_MS);
                socket.on('message', (data, isBinary) => {
                    if (!isBinary) session.receive(data.toString());
                });
                socket.on('close', () => {
                    clearInterval(pinger);
                    session.close();
                    live.end();
                });
            },
        );
    });
}
