import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defaultConfig, type ServerConfig } from './config';
import { deleteDatabaseFiles, openDatabase } from './db/connection';
import { seedDatabase, type SeedReport } from './db/seed';
import { loadOrCreateSigningKey } from './auth/signingKey';
import { startMqttBroker } from './deviceApi/mqttBroker';
import { startThermostatSimulator } from './simulator/thermostatSimulator';
import { drainIngest } from './ingestDrain';

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
    // Runs before the other onClose hooks (Fastify runs them last-added first): the chains still have their scripts.
    app.addHook('onClose', async () => {
        await drainIngest(app.ctx, text => app.log.warn(text));
        await database.close();
    });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const mqtt = config.mqttPort > 0 ? await startMqttBroker(app.ctx, { host: config.host, port: config.mqttPort, log: app.log, limits: config.mqttLimits }).catch(error => {
        // A taken MQTT port leaves the console and the HTTP device API running.
        app.log.error({ err: error }, `device MQTT is off: cannot listen on port ${config.mqttPort}`);
        return null;
    }) : null;
    const url = `http://${shownHost}:${port}`;
    // The simulator calls the server from inside: the loopback address, never a name that may resolve to IPv6 only.
    const loopback = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
    const simulator = config.simulator
        ? startThermostatSimulator({
              serverUrl: loopback,
              sqlite: database.sqlite,
              log: app.log,
              // Only when the demo was seeded just now: a restart keeps the history it has.
              backfill: seeded.demo ? { telemetry: app.ctx.telemetry, now: Date.now() } : null,
          })
        : null;
    const close = async () => {
        simulator?.stop();
        await mqtt?.close();
        await app.close();
    };
    return { url, app, seeded, mqttPort: mqtt?.port ?? null, close };
}
