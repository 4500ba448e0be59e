import type SqliteDatabase from 'better-sqlite3';
import { registry } from '../../../resources';
import type { AlarmRow } from '../../alarms/alarmJson';
import type { AlarmService } from '../../alarms/alarmService';
import { isCleared, type AlarmSeverity, type AlarmStatus } from '../../alarms/alarmStatus';
import type { Row } from '../../registry/codec';
import type { TelemetryEvent } from '../../telemetry/hub';
import type { TelemetryService } from '../../telemetry/service';
import { TimeseriesSources } from '../../telemetry/timeseriesSource';
import { alarmDetailsOf } from './alarmDetails';
import { AlarmState, type AlarmAction, type OpenAlarm } from './alarmState';
import { inputsOf, readDeviceSnapshot, snapshotValue, withMessageValues, type DeviceEntity, type DeviceSnapshot, type MessageValue } from './deviceSnapshot';
import { EvaluatedMessages } from './evaluatedMessages';
import { evaluableAlarmsOf } from './profileAlarms';
import type { AlarmRule, DeviceProfileAlarm } from './types';

/** What reached a device, as the rule engine's device profile node sees it. */
export type DeviceMessage =
    | { kind: 'timeseries'; entries: ReadonlyArray<{ key: string; ts: number }> }
    | { kind: 'attributes'; keys: readonly string[]; ts?: number }
    | { kind: 'attributesDeleted'; keys: readonly string[] };

/** What an evaluation did to an alarm: the device profile node's output relation follows from it. */
export type AlarmChangeKind = 'created' | 'updated' | 'severityUpdated' | 'cleared';
export interface AlarmChange {
    kind: AlarmChangeKind;
    alarm: AlarmRow;
}

/** How often DURATION rules in progress are checked against the clock. */
const CLOCK_CHECK_MS = 1000;

interface DeviceStates {
    /** The profile row's id and data the states were built from; a change rebuilds them. */
    profileId: string;
    profileData: string;
    alarms: Array<{ definition: DeviceProfileAlarm; state: AlarmState }>;
    /** Every create and clear rule of the alarms, gathered once (the snapshot reads their keys). */
    rules: AlarmRule[];
    last: { device: DeviceEntity; snapshot: DeviceSnapshot } | null;
}

type Resolved = { device: DeviceEntity; states: DeviceStates } | null;

const devices = registry.find(resource => resource.name === 'devices')!;

function messageOf(event: TelemetryEvent): DeviceMessage {
    switch (event.kind) {
        case 'timeseries':
            return { kind: 'timeseries', entries: event.entries };
        case 'attributes':
            return { kind: 'attributes', keys: event.entries.map(entry => entry.key), ts: event.entries[0]?.lastUpdateTs };
        case 'attributesDeleted':
            return { kind: 'attributesDeleted', keys: event.keys };
    }
}

/** Groups time-series entries by timestamp, oldest first: ThingsBoard evaluates each group as one message. */
function updatesOf(message: DeviceMessage, now: number): Array<{ ts: number; keys: Set<string> }> {
    if (message.kind !== 'timeseries') {
        return [{ ts: message.kind === 'attributes' ? (message.ts ?? now) : now, keys: new Set(message.keys.map(key => `ATTRIBUTE:${key}`)) }];
    }
    const groups = new Map<number, Set<string>>();
    for (const entry of message.entries) {
        let keys = groups.get(entry.ts);
        if (!keys) groups.set(entry.ts, (keys = new Set()));
        keys.add(`TIME_SERIES:${entry.key}`);
    }
    return [...groups.entries()].sort(([a], [b]) => a - b).map(([ts, keys]) => ({ ts, keys }));
}

/**
 * Device profile alarm rules at work (ThingsBoard's device profile rule node): every time series
 * or attribute write of a device is evaluated against its profile's alarms, raising, escalating
 * and clearing alarms through the alarm service (so they reach the alarms tab and WebSocket
 * alarm subscriptions). Messages of one device are evaluated one after another; rule progress
 * (DURATION, REPEATING) lives in memory per device.
 */
export class DeviceProfileAlarmService {
    private readonly states = new Map<string, DeviceStates>();
    /**
     * What statesOf found per device, valid while no device or device profile row changed (their
     * table_version counters, kept by triggers whoever writes): a message costs one small read
     * instead of the device and profile rows (the profile's whole JSON) three times.
     */
    private readonly resolved = new Map<string, Resolved>();
    private resolvedStamp = -1;
    private readonly entityStamp;
    private readonly queues = new Map<string, Promise<unknown>>();
    private readonly sources: TimeseriesSources;
    private readonly deviceRow;
    private readonly profileRow;
    private timer: NodeJS.Timeout | null = null;
    private stopListening: (() => void) | null = null;
    private readonly evaluatedByNode = new EvaluatedMessages();

    constructor(
        private readonly telemetry: TelemetryService,
        private readonly alarms: AlarmService,
        sqlite: SqliteDatabase.Database,
        private readonly onError: (error: unknown) => void = () => {},
    ) {
        this.sources = new TimeseriesSources(sqlite, telemetry.timeseries);
        this.deviceRow = sqlite.prepare('SELECT * FROM device WHERE id = ?');
        this.profileRow = sqlite.prepare('SELECT id, profile_data FROM device_profile WHERE id = ?');
        this.entityStamp = sqlite.prepare("SELECT SUM(version) FROM table_version WHERE name IN ('device', 'device_profile')").pluck();
    }

    /**
     * Evaluates every device write published on the telemetry hub (device API, MQTT, REST saves,
     * rule-chain save nodes). A caller that evaluates from a rule node instead must not listen too.
     */
    listen(): void {
        this.stopListening ??= this.telemetry.hub.subscribeAll(event => this.onTelemetryEvent(event));
    }

    stop(): void {
        this.stopListening?.();
        this.stopListening = null;
        if (this.timer) clearInterval(this.timer);
        this.timer = null;
    }

    /**
     * Evaluates a device's profile alarms on a message (the entry point of the rule engine's device
     * profile node). Answers the alarms raised, updated or cleared.
     */
    async evaluateDeviceMessage(deviceId: string, message: DeviceMessage, now = Date.now()): Promise<AlarmRow[]> {
        return (await this.enqueue(deviceId, () => this.evaluate(deviceId, message, [], now))).map(change => change.alarm);
    }

    /**
     * The rule engine's device profile node: evaluates a device message before the chain stores
     * it (its values overlay the stored ones), and tells which alarms it created, updated or
     * cleared. The chain's later write of the same values is not evaluated again. `read` is only
     * called for devices whose profile has alarm rules (most messages need no parsing here).
     */
    evaluateForRuleNode(deviceId: string, read: () => { message: DeviceMessage; values: readonly MessageValue[] } | null, now = Date.now()): Promise<AlarmChange[]> {
        const input = this.statesOf(deviceId) ? read() : null;
        if (!input) return Promise.resolve([]);
        this.evaluatedByNode.remember(deviceId, input.message, now);
        return this.enqueue(deviceId, () => this.evaluate(deviceId, input.message, input.values, now));
    }

    /** Checks DURATION rules in progress against the clock (called every second while any waits). */
    checkClock(now = Date.now()): Promise<AlarmRow[]> {
        const waiting = [...this.states.entries()].filter(([, device]) => device.last && device.alarms.some(alarm => alarm.state.waitsForTime));
        return Promise.all(
            waiting.map(([deviceId, device]) =>
                this.enqueue(deviceId, async () => {
                    if (!device.last) return [];
                    const { snapshot } = device.last;
                    const changed: AlarmRow[] = [];
                    for (const alarm of device.alarms) {
                        const open = this.openAlarm(deviceId, alarm.definition.alarmType);
                        const action = alarm.state.onClock(inputsOf(snapshot, now), open && toOpen(open));
                        if (action) changed.push(this.apply(device.last.device, alarm.definition, action, open, snapshot, now).alarm);
                    }
                    return changed;
                }),
            ),
        ).then(results => results.flat());
    }

    /** Resolves once every queued evaluation has finished (tests, shutdown). */
    async settled(): Promise<void> {
        while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
    }

    private onTelemetryEvent(event: TelemetryEvent): void {
        // Cheap synchronous check first: most entities are not devices with alarm rules.
        if (!this.statesOf(event.entityId)) return;
        const message = messageOf(event);
        if (this.evaluatedByNode.consume(event.entityId, message)) return;
        this.evaluateDeviceMessage(event.entityId, message).catch(this.onError);
    }

    private enqueue<T>(deviceId: string, work: () => Promise<T>): Promise<T> {
        const previous = this.queues.get(deviceId) ?? Promise.resolve();
        const next = previous.then(work, work);
        const tail = next.catch(() => undefined);
        this.queues.set(deviceId, tail);
        void tail.then(() => {
            if (this.queues.get(deviceId) === tail) this.queues.delete(deviceId);
        });
        return next;
    }

    /** The device's alarm states, rebuilt when its profile or the profile's data changed; null without alarms. */
    private statesOf(deviceId: string): Resolved {
        const stamp = this.entityStamp.get() as number;
        if (stamp !== this.resolvedStamp) {
            this.resolved.clear();
            this.resolvedStamp = stamp;
        }
        let found = this.resolved.get(deviceId);
        if (found === undefined) this.resolved.set(deviceId, (found = this.readStatesOf(deviceId)));
        return found;
    }

    private readStatesOf(deviceId: string): Resolved {
        const row = this.deviceRow.get(deviceId) as Row | undefined;
        if (!row?.device_profile_id) {
            this.states.delete(deviceId);
            return null;
        }
        const profile = this.profileRow.get(row.device_profile_id) as { id: string; profile_data: string | null } | undefined;
        if (!profile?.profile_data) return null;
        let states = this.states.get(deviceId);
        if (!states || states.profileId !== profile.id || states.profileData !== profile.profile_data) {
            let definitions: DeviceProfileAlarm[] = [];
            try {
                definitions = evaluableAlarmsOf(JSON.parse(profile.profile_data));
            } catch {
                // An unreadable profile has no rules to evaluate.
            }
            const rules = definitions.flatMap(definition => [...Object.values(definition.createRules), ...(definition.clearRule ? [definition.clearRule] : [])]).filter(rule => !!rule);
            states = { profileId: profile.id, profileData: profile.profile_data, alarms: definitions.map(definition => ({ definition, state: new AlarmState(definition) })), rules, last: null };
            this.states.set(deviceId, states);
        }
        if (states.alarms.length === 0) return null;
        const device: DeviceEntity = { entityType: 'DEVICE', id: deviceId, resource: devices, row, tenantId: String(row.tenant_id), customerId: String(row.customer_id) };
        return { device, states };
    }

    private async evaluate(deviceId: string, message: DeviceMessage, values: readonly MessageValue[], now: number): Promise<AlarmChange[]> {
        const found = this.statesOf(deviceId);
        if (!found) return [];
        const { device, states } = found;
        const updates = updatesOf(message, now);
        if (!updates.some(update => states.alarms.some(alarm => alarm.state.concerns(update.keys)))) return [];
        const changed: AlarmChange[] = [];
        const snapshot = withMessageValues(await readDeviceSnapshot(this.telemetry, this.sources, device, states.rules), values);
        states.last = { device, snapshot };
        for (const update of updates) {
            for (const alarm of states.alarms) {
                const open = this.openAlarm(deviceId, alarm.definition.alarmType);
                const action = alarm.state.onMessage(inputsOf(snapshot, update.ts), update.keys, open && toOpen(open));
                if (action) changed.push(this.apply(device, alarm.definition, action, open, snapshot, now));
            }
        }
        if (states.alarms.some(alarm => alarm.state.waitsForTime)) this.startClock();
        return changed;
    }

    private openAlarm(deviceId: string, type: string): AlarmRow | null {
        const latest = this.alarms.repository.findLatest(deviceId, type);
        return latest && !isCleared(latest.status as AlarmStatus) ? latest : null;
    }

    private apply(device: DeviceEntity, definition: DeviceProfileAlarm, action: AlarmAction, open: AlarmRow | null, snapshot: DeviceSnapshot, now: number): AlarmChange {
        const details = alarmDetailsOf(action.rule, snapshotValue(snapshot), open ? toOpen(open).details : undefined);
        if (action.kind === 'clear') {
            this.alarms.clear(open!.id, now, details);
            return { kind: 'cleared', alarm: this.alarms.findById(open!.id)! };
        }
        const kind: AlarmChangeKind = !open ? 'created' : open.severity !== action.severity ? 'severityUpdated' : 'updated';
        const alarm = this.alarms.createOrUpdate(
            {
                ...(open ? { id: open.id } : {}),
                tenantId: device.tenantId,
                originator: { entityType: 'DEVICE', id: device.id },
                type: definition.alarmType,
                severity: action.severity,
                status: open ? (open.status as AlarmStatus) : 'ACTIVE_UNACK',
                startTs: open ? open.start_ts : now,
                endTs: now,
                details,
                propagate: !!definition.propagate,
                propagateToOwner: !!definition.propagateToOwner,
                propagateToTenant: !!definition.propagateToTenant,
                propagateRelationTypes: definition.propagateRelationTypes ?? [],
            },
            now,
        );
        return { kind, alarm };
    }

    private startClock(): void {
        if (this.timer) return;
        this.timer = setInterval(() => {
            if (![...this.states.values()].some(device => device.alarms.some(alarm => alarm.state.waitsForTime))) {
                clearInterval(this.timer!);
                this.timer = null;
                return;
            }
            this.checkClock().catch(this.onError);
        }, CLOCK_CHECK_MS);
        this.timer.unref();
    }
}

function toOpen(row: AlarmRow): OpenAlarm {
    let details: unknown = null;
    try {
        details = row.details ? JSON.parse(row.details) : null;
    } catch {
        details = null;
    }
    return { severity: row.severity as AlarmSeverity, details };
}
