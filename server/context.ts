import { HistoryService } from './history/historyService';
import { TrashService } from './trash/trashService';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/connection';
import { AdminSettingsRepository } from './db/repositories/adminSettings';
import { AttributeRepository } from './db/repositories/attributes';
import { CustomerRepository } from './db/repositories/customers';
import { UserRepository } from './db/repositories/users';
import { TokenService } from './auth/tokens';
import { Mailer } from './mail/mailer';
import { AccountService } from './services/accounts';
import { Guard } from './auth/guard';
import { PagedRepository } from './registry/pagedRepository';
import { Cascades } from './services/cascades';
import { registry } from '../resources';
import { TimeseriesRepository } from './db/repositories/timeseries';
import { SubscriptionHub } from './telemetry/hub';
import { TelemetryService } from './telemetry/service';
import { MainThreadWriter } from './telemetry/writer/timeseriesWriter';
import { ThreadWriter } from './telemetry/writer/threadWriter';
import { DeviceStateService } from './deviceApi/deviceState';
import { DeviceRpcService } from './deviceApi/rpc';
import { PersistentRpcService } from './deviceApi/persistentRpc';
import { PersistentRpcRepository } from './deviceApi/persistentRpcRepository';
import { EventService } from './events/eventService';
import { AlarmService } from './alarms/alarmService';
import { RuleEngine } from './ruleEngine/ruleEngine';
import { ScriptSandbox } from './ruleEngine/sandbox/scriptSandbox';
import { DeviceProfileAlarmService } from './deviceProfiles/alarmRules/deviceProfileAlarmService';
import { ApiUsageService } from './usage/apiUsageService';
import { apiUsageStates } from './usage/apiUsageStateResource';
import { WsSessionRegistry } from './ws/wsSessions';
import { RevokedSessions } from './auth/revokedSessions';
import { endReaches } from './auth/sessionsEnded';

/** WebSocket close code of a socket whose tokens a logout or password change ended (policy violation). */
const SESSION_ENDED = 1008;

export interface RuntimeSettings {
    /** Login as user (GET /api/user/{id}/token); ThingsBoard's default is on. */
    userTokenAccessEnabled: boolean;
    /** Edge support; ThingsBoard 3.3's default is on. */
    edgesEnabled: boolean;
    /** GET /api/dashboard/maxDatapointsLimit; ThingsBoard's default is 50000. */
    maxDatapointsLimit: number;
    /** How often dynamic WebSocket queries and entity counts are run again (dynamic_page_link.refresh_interval, 60 s). */
    dynamicQueryRefreshMs: number;
}

/** Everything a route needs, built once per server: repositories and services over one database. */
export interface AppContext {
    config: ServerConfig & RuntimeSettings;
    database: DatabaseHandle;
    users: UserRepository;
    customers: CustomerRepository;
    settings: AdminSettingsRepository;
    attributes: AttributeRepository;
    tokens: TokenService;
    mailer: Mailer;
    accounts: AccountService;
    /** The one guard of registry routes: permission table and row ownership. */
    guard: Guard;
    /** One paged repository per registry entry, by resource name. */
    repositories: Readonly<Record<string, PagedRepository>>;
    cascades: Cascades;
    /** Time series and attribute writes, with the subscription hub they publish to. */
    telemetry: TelemetryService;
    /** Device activity: the active, lastActivityTime and lastConnectTime server attributes. */
    deviceState: DeviceStateService;
    /** Server-side RPC calls to connected devices. */
    rpc: DeviceRpcService;
    /** Persistent RPC: stored calls delivered when their device is reachable. */
    persistentRpc: PersistentRpcService;
    /** Entity events (errors, lifecycle, statistics, debug) for the Events tab. */
    events: EventService;
    /** Alarms: raise, acknowledge, clear, delete, with an event stream for live subscriptions. */
    alarms: AlarmService;
    /** Device profile alarm rules evaluated on every device telemetry and attribute write. */
    alarmRules: DeviceProfileAlarmService;
    /** The embedded rule engine every device message goes through (root or device profile chain). */
    ruleEngine: RuleEngine;
    /** The QuickJS worker pool every rule-node script and script test runs in, fairly per tenant. */
    scripts: ScriptSandbox;
    /** API usage per tenant and month: counters, service states, refusals past the profile's limits. */
    usage: ApiUsageService;
    /** The open telemetry WebSockets, counted against their limits and closed on logout. */
    wsSessions: WsSessionRegistry;
    /** The kept saves of dashboards, rule chains, device profiles, widget types and tenant profiles. */
    history: HistoryService;
    /** Deleted dashboards, rule chains, devices, assets and customers, kept for restore (server/trash/). */
    trash: TrashService;
}

export function createContext(
    config: ServerConfig,
    database: DatabaseHandle,
    signingKey: Uint8Array,
    log: FastifyBaseLogger,
): AppContext {
    const users = new UserRepository(database.sqlite);
    const customers = new CustomerRepository(database.sqlite);
    const settings = new AdminSettingsRepository(database.sqlite);
    const tokens = new TokenService(signingKey, config.jwt);
    const mailer = new Mailer(settings, log, { logLinks: config.logMailLinks });
    const rpc = new DeviceRpcService();
    const timeseries = new TimeseriesRepository(database.sqlite);
    // The second core writes the points when there is a database file to open a second connection to.
    const writer = config.telemetryWriter === 'thread' && config.dbPath !== ':memory:' ? new ThreadWriter(config.dbPath, text => log.error(text)) : new MainThreadWriter(timeseries);
    const telemetry = new TelemetryService(timeseries, new AttributeRepository(database.sqlite), new SubscriptionHub(), writer, error => log.warn({ err: error }, 'time series not stored'));
    const usage = new ApiUsageService(database.sqlite, telemetry);
    const alarms = new AlarmService(database.sqlite, usage);
    const events = new EventService(database.sqlite);
    const alarmRules = new DeviceProfileAlarmService(telemetry, alarms, database.sqlite, error => log.warn({ err: error }, 'device profile alarm rules'));
    const deviceState = new DeviceStateService(telemetry, database.sqlite);
    const scripts = new ScriptSandbox({ workers: config.scriptWorkers, log: text => log.warn(text) });
    // The workers boot while the routes are built; the server's onReady waits for them (ruleChainMetadata.ts).
    scripts.start().catch(() => undefined);
    const ruleEngine = new RuleEngine({ sqlite: database.sqlite, telemetry, alarms, alarmRules, rpc, mailer, events, scripts, usage, queueLimits: config.ruleEngineQueue, log: { info: text => log.info(text), warn: text => log.warn(text) } });
    const accounts = new AccountService({ users, customers, settings, tokens, mailer, revoked: new RevokedSessions(database.sqlite), refreshTokenTtlSec: config.jwt.refreshTokenTtlSec });
    const wsSessions = new WsSessionRegistry(config.wsLimits);
    const cascades = new Cascades(database.sqlite);
    // A logout, a password change, a disabled account or a deleted user ends the telemetry sockets its tokens opened.
    accounts.onSessionsEnded(ended => wsSessions.closeWhere(caller => endReaches(ended, caller), SESSION_ENDED, 'Session has ended'));
    // Connects, disconnects, activity and inactivity of devices enter their chains.
    deviceState.onStateEvent((deviceId, type, state) => ruleEngine.deviceStateChanged(deviceId, type, state));
    return {
        config: { userTokenAccessEnabled: true, edgesEnabled: true, maxDatapointsLimit: 50000, dynamicQueryRefreshMs: 60_000, ...config },
        database,
        users,
        customers,
        settings,
        attributes: new AttributeRepository(database.sqlite),
        tokens,
        mailer,
        accounts,
        guard: new Guard(database.sqlite),
        repositories: Object.fromEntries([...registry, apiUsageStates].map(resource => [resource.name, new PagedRepository(database.sqlite, resource)])),
        cascades,
        telemetry,
        deviceState,
        rpc,
        persistentRpc: new PersistentRpcService(new PersistentRpcRepository(database.sqlite), rpc),
        events,
        alarms,
        alarmRules,
        ruleEngine,
        scripts,
        usage,
        wsSessions,
        history: new HistoryService(database.sqlite),
        trash: new TrashService(database.sqlite, cascades),
    };
}
