import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MQTT_LIMITS, type MqttLimits } from './deviceApi/mqttConnectionLimits';
import { DEFAULT_QUEUE_LIMITS, type QueueLimits } from './ruleEngine/tenantQueues';
import { ALWAYS_ON_WS_LIMITS, DEFAULT_WS_LIMITS, WS_LIMIT_VARIABLES, type WsLimits } from './ws/wsLimits';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface JwtSettings {
    /** ThingsBoard 3.3.4: JWT_TOKEN_EXPIRATION_TIME = 9000 s. */
    accessTokenTtlSec: number;
    /** ThingsBoard 3.3.4: JWT_REFRESH_TOKEN_EXPIRATION_TIME = 604800 s. */
    refreshTokenTtlSec: number;
    issuer: string;
}

export interface SmtpOverride {
    host: string;
    port: number;
}

export interface ServerConfig {
    host: string;
    port: number;
    /** SQLite file, or ':memory:' for tests. */
    dbPath: string;
    /** Where the JWT signing key is kept; null keeps an in-memory key (tests). */
    dataDir: string | null;
    /** The built console to serve; null serves the API only. */
    staticDir: string | null;
    jwt: JwtSettings;
    /** Load the demo tenant, customers, devices and dashboards on first start. */
    demoData: boolean;
    /** Outgoing mail server written into the mail settings on first start (SMTP_HOST, SMTP_PORT). */
    smtp: SmtpOverride | null;
    logLevel: string;
    /** Plain-text log lines for a terminal instead of JSON (npm start). */
    readableLog: boolean;
    /** Device MQTT port (MQTT_PORT); 0 disables the broker. */
    mqttPort: number;
    /** MQTT_MAX_PACKET_SIZE (bytes), MQTT_CONNECT_TIMEOUT (ms), MQTT_MAX_UNAUTHENTICATED (connections). */
    mqttLimits: MqttLimits;
    /** Telemetry WebSocket limits: frame size, subscriptions per session, ThingsBoard's per tenant/customer/user limits (WS_MAX_…). */
    wsLimits: WsLimits;
    /** Post simulated readings for the thermostats through the device API (SIMULATOR=0 turns it off). */
    simulator: boolean;
    /** Print reset and activation links, tokens included, in the log when no mail server is set (LOG_MAIL_LINKS=1; development only). */
    logMailLinks: boolean;
    /** Worker threads of the script sandbox (SCRIPT_WORKERS, at least 1); one tenant uses all but one. */
    scriptWorkers: number;
    /**
     * RULE_ENGINE_QUEUE_SIZE (messages per tenant), RULE_ENGINE_ADMIT_WAIT (ms a device's message
     * waits for room before it is refused) and RULE_ENGINE_IN_FLIGHT (messages of a tenant, each of
     * another originator, processed at once).
     */
    ruleEngineQueue: QueueLimits;
    /**
     * Where time-series points are written (TELEMETRY_WRITER): 'thread' (the default), a worker
     * thread with its own SQLite connection, so ingest uses the second core (needs a database file;
     * ':memory:' always writes on the main thread), or 'main'.
     */
    telemetryWriter: TelemetryWriterMode;
}

export type TelemetryWriterMode = 'thread' | 'main';

/** npm start's device MQTT port (MQTT_PORT). */
export const DEFAULT_MQTT_PORT = 1883;

export const DEFAULT_JWT: JwtSettings = {
    accessTokenTtlSec: 9000,
    refreshTokenTtlSec: 604800,
    issuer: 'thingsboard.io',
};

function numberFrom(value: string | undefined, fallback: number): number {
    if (value === undefined || value === '') return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
    return parsed;
}

/** A limit that must stay on: a whole number above 0. */
function writerModeFrom(value: string | undefined, fallback: TelemetryWriterMode): TelemetryWriterMode {
    if (value === undefined || value === '') return fallback;
    if (value === 'thread' || value === 'main') return value;
    throw new Error(`TELEMETRY_WRITER must be 'thread' or 'main', not '${value}'`);
}

function positiveFrom(value: string | undefined, fallback: number): number {
    const parsed = numberFrom(value, fallback);
    if (parsed === 0) throw new Error(`Expected a whole number above 0, got "${value}"`);
    return parsed;
}

/** WS_MAX_… variables over the defaults; 0 turns a per-tenant/customer/user limit off, never the frame or session limit. */
function wsLimitsFrom(env: NodeJS.ProcessEnv, defaults: WsLimits): WsLimits {
    const limits = { ...defaults };
    for (const [field, variable] of Object.entries(WS_LIMIT_VARIABLES) as Array<[keyof WsLimits, string]>) {
        limits[field] = ALWAYS_ON_WS_LIMITS.includes(field) ? positiveFrom(env[variable], defaults[field]) : numberFrom(env[variable], defaults[field]);
    }
    return limits;
}

export function defaultConfig(): ServerConfig {
    return {
        host: '0.0.0.0',
        port: 8080,
        dbPath: path.join(REPO_ROOT, 'data', 'thingdeck.db'),
        dataDir: path.join(REPO_ROOT, 'data'),
        staticDir: path.join(REPO_ROOT, 'dist'),
        jwt: DEFAULT_JWT,
        demoData: true,
        smtp: null,
        logLevel: 'info',
        readableLog: false,
        // Off unless asked for, so servers started by tests and benchmarks never compete for 1883.
        mqttPort: 0,
        mqttLimits: DEFAULT_MQTT_LIMITS,
        wsLimits: DEFAULT_WS_LIMITS,
        // Off unless asked for: tests want only the telemetry they post.
        simulator: false,
        logMailLinks: false,
        // Two: a tenant that floods the sandbox keeps one, the other stays free for everyone else.
        scriptWorkers: 2,
        ruleEngineQueue: DEFAULT_QUEUE_LIMITS,
        telemetryWriter: 'thread',
    };
}

/** The configuration `npm start` runs with: defaults overridden by the documented variables. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
    const base = defaultConfig();
    // ':memory:' is SQLite's name for a database without a file, not a path to resolve.
    const dbPath = !env.DB_PATH || env.DB_PATH === ':memory:' ? (env.DB_PATH ?? base.dbPath) : path.resolve(env.DB_PATH);
    return {
        ...base,
        host: env.HOST ?? base.host,
        port: numberFrom(env.PORT, base.port),
        dbPath,
        dataDir: dbPath === ':memory:' ? null : path.dirname(dbPath),
        jwt: {
            ...base.jwt,
            accessTokenTtlSec: numberFrom(env.JWT_TOKEN_EXPIRATION_TIME, base.jwt.accessTokenTtlSec),
            refreshTokenTtlSec: numberFrom(env.JWT_REFRESH_TOKEN_EXPIRATION_TIME, base.jwt.refreshTokenTtlSec),
        },
        demoData: env.DEMO_DATA !== '0',
        smtp: env.SMTP_HOST ? { host: env.SMTP_HOST, port: numberFrom(env.SMTP_PORT, 25) } : null,
        logLevel: env.LOG_LEVEL ?? base.logLevel,
        readableLog: env.LOG_FORMAT !== 'json',
        mqttPort: numberFrom(env.MQTT_PORT, DEFAULT_MQTT_PORT),
        mqttLimits: {
            maxPacketBytes: positiveFrom(env.MQTT_MAX_PACKET_SIZE, base.mqttLimits.maxPacketBytes),
            connectTimeoutMs: positiveFrom(env.MQTT_CONNECT_TIMEOUT, base.mqttLimits.connectTimeoutMs),
            maxUnauthenticated: positiveFrom(env.MQTT_MAX_UNAUTHENTICATED, base.mqttLimits.maxUnauthenticated),
        },
        wsLimits: wsLimitsFrom(env, base.wsLimits),
        simulator: env.SIMULATOR !== '0',
        logMailLinks: env.LOG_MAIL_LINKS === '1',
        scriptWorkers: Math.max(1, numberFrom(env.SCRIPT_WORKERS, base.scriptWorkers)),
        ruleEngineQueue: {
            maxQueued: positiveFrom(env.RULE_ENGINE_QUEUE_SIZE, base.ruleEngineQueue.maxQueued),
            admitWaitMs: numberFrom(env.RULE_ENGINE_ADMIT_WAIT, base.ruleEngineQueue.admitWaitMs),
            maxInFlight: positiveFrom(env.RULE_ENGINE_IN_FLIGHT, base.ruleEngineQueue.maxInFlight),
        },
        telemetryWriter: writerModeFrom(env.TELEMETRY_WRITER, base.telemetryWriter),
    };
}
