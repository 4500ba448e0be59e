import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defaultConfig, type ServerConfig } from './config';
import { deleteDatabaseFiles, openDatabase } from './db/connection';
import { seedDatabase, type SeedReport } from './db/seed';
import { loadOrCreateSigningKey } from './auth/signingKey';
import { startMqttBroker } from './deviceApi/mqttBroker';

export interface RunningServer {
    url: string;
    app: FastifyInstance;
    seeded: SeedReport;
    /** The device MQTT port, null when MQTT_PORT=0. */
    mqttPort: number | null;
    close(): Promise<void>;
}

export interface StartOptions {
    /** Wipe the database before starting (`--reset`). */
    reset?: boolean;
}

/** Opens the database, migrates, seeds once, and listens. Used by `npm start` and by the test suites. */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: StartOptions = {}): Promise<RunningServer> {
    const config: ServerConfig = { ...defaultConfig(), ...overrides };
    if (options.reset) deleteDatabaseFiles(config.dbPath);
    const database = await openDatabase(config.dbPath);
    const seeded = await seedDatabase(database, { demo: config.demoData, smtp: config.smtp });
    const app = await buildApp(config, database, loadOrCreateSigningKey(config.dataDir));
    app.addHook('onClose', async () => database.close());
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const mqtt = config.mqttPort > 0 ? await startMqttBroker(app.ctx, { host: config.host, port: config.mqttPort, log: app.log }).catch(error => {
        // A taken MQTT port leaves the console and the HTTP device API running.
        app.log.error({ err: error }, `device MQTT is off: cannot listen on port ${config.mqttPort}`);
        return null;
    }) : null;
    const close = async () => {
        await mqtt?.close();
        await app.close();
    };
    return { url: `http://${shownHost}:${port}`, app, seeded, mqttPort: mqtt?.port ?? null, close };
}
