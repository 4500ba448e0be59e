import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { installCompression } from './http/compression';
import { readableLogStream } from './http/readableLog';
import { isConsolePageRequest, sendConsolePage, serveConsole } from './routes/console';
import { installSecurityHeaders, scriptPolicyFromEnv, type ScriptPolicy } from './security/securityHeaders';

/**
 * With API_URL set the console talks to a real ThingsBoard: this serves the built console and
 * forwards /api (HTTP and the telemetry WebSocket) to it, so the browser stays on one origin.
 * The console's files carry the same security headers as from the embedded server; the API's
 * answers keep ThingsBoard's own.
 */
export async function buildProxyApp(apiUrl: string, staticDir: string, logLevel: string, scripts: ScriptPolicy = scriptPolicyFromEnv()): Promise<FastifyInstance> {
    const app = Fastify({
        logger: { level: logLevel, stream: readableLogStream() },
        logController: new LogController({ disableRequestLogging: true }),
    });
    installSecurityHeaders(app, scripts, 'console');
    // ThingsBoard compresses nothing by default: its JSON is compressed here, on the way to the browser.
    await installCompression(app);
    await app.register(fastifyHttpProxy, {
        upstream: apiUrl.replace(/\/+$/, ''),
        prefix: '/api',
        rewritePrefix: '/api',
        websocket: true,
        // One line per proxied request is noise at a terminal; failures still show as warnings.
        logLevel: 'warn',
    });
    const hasConsole = await serveConsole(app, staticDir);
    if (!hasConsole) throw new Error(`No built console in ${staticDir}: run "npm run build" first.`);
    app.setNotFoundHandler((request, reply) => {
        if (isConsolePageRequest(request.method, request.url)) return sendConsolePage(reply);
        return reply.status(404).send();
    });
    return app;
}
