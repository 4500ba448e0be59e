import { AjvCompiler } from '@fastify/ajv-compiler';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { createContext, type AppContext } from './context';
import type { DatabaseHandle } from './db/connection';
import { installAuthentication } from './http/authenticate';
import { installCompression } from './http/compression';
import { installErrorHandling, installJsonParser } from './http/errorHandling';
import { installMultipartParser } from './http/multipart';
import { installSortOrderCase } from './http/sortOrder';
import { installSecurity } from './security/installSecurity';
import { readableLogStream } from './http/readableLog';
import { authRoutes } from './routes/auth';
import { serveConsole } from './routes/console';
import { installUnknownRoutes } from './http/unknownRoutes';
import { systemRoutes } from './routes/system';
import { adminSettingsRoutes } from './routes/adminSettings';
import { oauth2Routes } from './routes/oauth2';
import { userRoutes } from './routes/users';
import { crudRoutes } from './routes/crud';
import { assignmentRoutes } from './routes/assignments';
import { dashboardCustomerRoutes } from './routes/dashboardCustomers';
import { deviceCredentialsRoutes } from './routes/deviceCredentials';
import { entityReadRoutes } from './routes/entityReads';
import { fileRoutes } from './routes/files';
import { profileDefaultRoutes } from './routes/profileDefaults';
import { homeDashboardRoutes } from './routes/homeDashboard';
import { edgeAssignmentRoutes } from './routes/edgeAssignments';
import { edgeRoutes } from './routes/edges';
import { telemetryRoutes } from './routes/telemetry';
import { deviceHttpRoutes } from './deviceApi/httpRoutes';
import { telemetryWebSocket } from './ws/plugin';
import { rpcRoutes } from './deviceApi/rpcRoutes';
import { alarmRoutes } from './routes/alarms';
import { relationRoutes } from './routes/relations';
import { entityQueryRoutes } from './routes/entityQueries';
import { eventRoutes } from './routes/events';
import { auditLogRoutes } from './routes/auditLogs';
import { persistentRpcRoutes } from './routes/persistentRpc';
import { queueRoutes } from './routes/queues';
import { installAuditLog } from './audit/auditLogHook';
import { installHistory } from './history/historyHook';
import { installApiUsage } from './usage/installApiUsage';
import { provisionRoutes } from './routes/provision';
import { bulkImportRoutes } from './routes/bulkImport';
import { componentRoutes } from './routes/components';
import { ruleChainMetadataRoutes } from './routes/ruleChainMetadata';
import { lwm2mRoutes } from './routes/lwm2m';
import { entitySearchRoutes } from './routes/entitySearch';
import { claimRoutes } from './routes/claim';
import { emailActivationRoutes } from './routes/emailActivation';
import { widgetTypeRoutes } from './routes/widgetTypes';
import { historyRoutes } from './routes/history';
import { trashRoutes } from './routes/trash';

declare module 'fastify' {
    interface FastifyInstance {
        ctx: AppContext;
    }
}

/**
 * One validator compiler (Fastify's own, with its Ajv defaults) for every app this process builds:
 * Ajv keeps what it compiled by schema, so each contract schema is compiled once, not once per app.
 * The API and e2e suites build a server per file; compiling the contract was most of its start.
 */
const contractValidators = AjvCompiler();

/**
 * The whole server as a Fastify instance that does not listen yet: tests inject requests into it,
 * `main.ts` binds it to a port.
 */
/**
 * A response sent once the server is closing ends its connection: close() waits for every open
 * connection, and one kept alive after answering a request that was in flight would hold it for
 * the keep-alive timeout (72 s).
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
    let closing = false;
    app.addHook('preClose', async () => {
        closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
        if (closing) reply.header('connection', 'close');
    });
}

export async function buildApp(config: ServerConfig, database: DatabaseHandle, signingKey: Uint8Array): Promise<FastifyInstance> {
    const app = Fastify({
        logger: config.readableLog ? { level: config.logLevel, stream: readableLogStream() } : { level: config.logLevel },
        logController: new LogController({ disableRequestLogging: true }),
        // 64 MiB: dashboards with images and OTA uploads are large; the contract bounds the rest.
        bodyLimit: 64 * 1024 * 1024,
        ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
        schemaController: { compilersFactory: { buildValidator: contractValidators } },
    });
    const context = createContext(config, database, signingKey, app.log);
    app.decorate('ctx', context);
    closeConnectionsWhenClosing(app);

    // Before any route: the compression hooks attach to each route as it is added.
    await installCompression(app);
    installJsonParser(app);
    installMultipartParser(app);
    installSortOrderCase(app);
    installErrorHandling(app);
    installSecurity(app);
    installAuthentication(app, context.tokens, context.accounts);
    installAuditLog(app, context);
    installHistory(app, context);
    installApiUsage(app, context);

    authRoutes(app, context);
    userRoutes(app, context);
    systemRoutes(app, context);
    adminSettingsRoutes(app, context);
    oauth2Routes(app, context);
    crudRoutes(app, context);
    entityReadRoutes(app, context);
    assignmentRoutes(app, context);
    dashboardCustomerRoutes(app, context);
    deviceCredentialsRoutes(app, context);
    profileDefaultRoutes(app, context);
    fileRoutes(app, context);
    homeDashboardRoutes(app, context);
    edgeAssignmentRoutes(app, context);
    edgeRoutes(app, context);
    telemetryRoutes(app, context);
    deviceHttpRoutes(app, context);
    telemetryWebSocket(app, context);
    rpcRoutes(app, context);
    alarmRoutes(app, context);
    relationRoutes(app, context);
    entityQueryRoutes(app, context);
    eventRoutes(app, context);
    auditLogRoutes(app, context);
    persistentRpcRoutes(app, context);
    queueRoutes(app, context);
    provisionRoutes(app, context);
    // Device profile alarm rules evaluate every device write once the server is up.
    app.addHook('onReady', async () => {
        await context.telemetry.ready();
        context.alarmRules.listen();
    });
    app.addHook('onClose', async () => context.alarmRules.stop());
    bulkImportRoutes(app, context);
    componentRoutes(app, context);
    ruleChainMetadataRoutes(app, context);
    lwm2mRoutes(app, context);
    entitySearchRoutes(app, context);
    claimRoutes(app, context);
    emailActivationRoutes(app, context);
    widgetTypeRoutes(app, context);
    historyRoutes(app, context);
    trashRoutes(app, context);

    installUnknownRoutes(app, config.staticDir !== null && (await serveConsole(app, config.staticDir)));
    return app;
}
