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

/** ThingsBoard pings and closes sessions that stop answering (ping_timeout 30 s) with code 4500. */
const PING_INTERVAL_MS = 30_000;
const SESSION_NOT_RELIABLE = 4500;

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
        await scope.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 * 1024 } });
        scope.get(
            '/api/ws/plugins/telemetry',
            {
                websocket: true,
                config: { public: true },
                preValidation: async (request: FastifyRequest) => {
                    const token = (request.query as { token?: string }).token;
                    if (!token) throw authenticationFailed();
                    const claims = await ctx.tokens.verifyAccess(token);
                    await ctx.accounts.assertCurrent(claims);
                    request.wsCaller = claims;
                },
            },
            (socket, request) => {
                const caller = request.wsCaller!;
                const session = new TelemetrySession(socket, { caller, telemetry: ctx.telemetry, sources, access, resolver, alarms: ctx.alarms, alarmQueries, refreshMs: () => ctx.config.dynamicQueryRefreshMs }, error =>
                    request.log.error({ err: error }, 'telemetry websocket command failed'),
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
                });
            },
        );
    });
}
