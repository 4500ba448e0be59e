import path from 'node:path';
import { REPO_ROOT, type JwtSettings, DEFAULT_JWT, defaultConfig, type TelemetryWriterMode } from '../../server/config';
import { DEFAULT_MQTT_LIMITS, type MqttLimits } from '../../server/deviceApi/mqttConnectionLimits';
import { startServer, type RunningServer } from '../../server/main';
import { DEFAULT_WS_LIMITS, type WsLimits } from '../../server/ws/wsLimits';
import { DEFAULT_QUEUE_LIMITS, type QueueLimits } from '../../server/ruleEngine/tenantQueues';

export interface TestServerOptions {
    /** Port of a local SMTP server to write into the mail settings. */
    smtpPort?: number;
    jwt?: Partial<JwtSettings>;
    demoData?: boolean;
    /** Device MQTT port; 0 (the default in tests) leaves the broker off. */
    mqttPort?: number;
    /** The built console to serve, instead of TEST_CONSOLE_DIR or dist/. */
    staticDir?: string;
    /** Tighter MQTT limits than the defaults. */
    mqttLimits?: Partial<MqttLimits>;
    /** Tighter telemetry WebSocket limits than the defaults. */
    wsLimits?: Partial<WsLimits>;
    /** A smaller rule-engine queue or a shorter wait for room in it. */
    ruleEngineQueue?: Partial<QueueLimits>;
    /** `npm start`'s thermostat simulator: a day of history, live readings, answers to RPC calls. */
    simulator?: boolean;
    /** A database file instead of memory (the time-series writer thread needs one). */
    dbPath?: string;
    /** Where time series are written (with a database file); as `npm start` does unless told. */
    telemetryWriter?: TelemetryWriterMode;
}

/**
 * A real server on a free loopback port with a fresh in-memory database (or options.dbPath) and the demo data,
 * serving the built console from dist/ (or TEST_CONSOLE_DIR) when it exists.
 */
export function startTestServer(options: TestServerOptions = {}): Promise<RunningServer> {
    return startServer({
        host: '127.0.0.1',
        port: 0,
        dbPath: options.dbPath ?? ':memory:',
        dataDir: null,
        telemetryWriter: options.telemetryWriter ?? defaultConfig().telemetryWriter,
        // Parallel work builds the console into its own folder and points the tests at it.
        staticDir: options.staticDir ?? process.env.TEST_CONSOLE_DIR ?? path.join(REPO_ROOT, 'dist'),
        jwt: { ...DEFAULT_JWT, ...options.jwt },
        demoData: options.demoData ?? true,
        smtp: options.smtpPort ? { host: '127.0.0.1', port: options.smtpPort } : null,
        logLevel: 'error',
        mqttPort: options.mqttPort ?? 0,
        mqttLimits: { ...DEFAULT_MQTT_LIMITS, ...options.mqttLimits },
        wsLimits: { ...DEFAULT_WS_LIMITS, ...options.wsLimits },
        ruleEngineQueue: { ...DEFAULT_QUEUE_LIMITS, ...options.ruleEngineQueue },
        simulator: options.simulator ?? false,
    });
}
