import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { defaultConfig, type ServerConfig } from './config';
import { deleteDatabaseFiles, openDatabase } from './db/connection';
import { seedDatabase, type SeedReport } from './db/seed';
import { loadOrCreateSigningKey } from './auth/signingKey';

export interface RunningServer {
    url: string;
    app: FastifyInstance;
    seeded: SeedReport;
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
    return { url: `http://${shownHost}:${port}`, app, seeded, close: () => app.close() };
}
