import type SqliteDatabase from 'better-sqlite3';
import type { TelemetryService } from '../telemetry/service';
import type { KvEntry, TypedValue } from '../telemetry/kv';
import type { TelemetryEvent } from '../telemetry/hub';

/** ThingsBoard's state.defaultInactivityTimeoutInSec and state.defaultStateCheckIntervalInSec. */
export const DEFAULT_INACTIVITY_TIMEOUT_MS = 600_000;
const STATE_CHECK_INTERVAL_MS = 60_000;
/** lastActivityTime is written at most this often per device; `active` flips at once. */
const ACTIVITY_WRITE_INTERVAL_MS = 1_000;

interface DeviceState {
    active: boolean;
    lastActivityTime: number;
    lastWrittenActivity: number;
    inactivityTimeout: number;
    lastConnectTime?: number;
    lastDisconnectTime?: number;
    lastInactivityAlarmTime?: number;
}

/** The state changes the rule engine hears of (ThingsBoard's device state service messages). */
export type DeviceStateEventType = 'CONNECT_EVENT' | 'DISCONNECT_EVENT' | 'ACTIVITY_EVENT' | 'INACTIVITY_EVENT';

/** ThingsBoard's DeviceState JSON, the body of those messages. */
export interface DeviceStateJson {
    active: boolean;
    lastConnectTime: number;
    lastActivityTime: number;
    lastDisconnectTime: number;
    lastInactivityAlarmTime: number;
    inactivityTimeout: number;
}

export type DeviceStateListener = (deviceId: string, type: DeviceStateEventType, state: DeviceStateJson) => void;

const stateJson = (state: DeviceState): DeviceStateJson => ({
    active: state.active,
    lastConnectTime: state.lastConnectTime ?? 0,
    lastActivityTime: state.lastActivityTime,
    lastDisconnectTime: state.lastDisconnectTime ?? 0,
    lastInactivityAlarmTime: state.lastInactivityAlarmTime ?? 0,
    inactivityTimeout: state.inactivityTimeout,
});

const timeoutOf = (value: TypedValue | undefined): number =>
    value && (value.type === 'LONG' || value.type === 'DOUBLE') && value.value > 0 ? value.value : DEFAULT_INACTIVITY_TIMEOUT_MS;

const long = (key: string, value: number): KvEntry => ({ key, value: { type: 'LONG', value } });
const bool = (key: string, value: boolean): KvEntry => ({ key, value: { type: 'BOOLEAN', value } });

/**
 * The device state service of reference §1.2: devices that talk become `active` with a fresh
 * `lastActivityTime`; connects and disconnects (MQTT) stamp `lastConnectTime` and
 * `lastDisconnectTime`; a device silent for longer than its `inactivityTimeout` server attribute
 * (600 s by default) becomes inactive with `inactivityAlarmTime`. All are SERVER_SCOPE attributes
 * written through the telemetry service, so open screens see them change.
 */
export class DeviceStateService {
    private readonly states = new Map<string, DeviceState>();
    private timer: NodeJS.Timeout | null = null;
    private stopListening: (() => void) | null = null;
    private readonly deviceExists;
    private readonly listeners = new Set<DeviceStateListener>();

    constructor(
        private readonly telemetry: TelemetryService,
        sqlite: SqliteDatabase.Database,
    ) {
        this.deviceExists = sqlite.prepare('SELECT 1 FROM device WHERE id = ?').pluck();
    }

    /** Resumes devices that were active when the server stopped, then checks them periodically. */
    async start(checkIntervalMs = STATE_CHECK_INTERVAL_MS): Promise<void> {
        const rows = await this.telemetry.attributes.activeDevices();
        for (const row of rows) {
            this.states.set(row.deviceId, {
                active: true,
                lastActivityTime: row.lastActivityTime,
                lastWrittenActivity: row.lastActivityTime,
                inactivityTimeout: row.inactivityTimeout ?? DEFAULT_INACTIVITY_TIMEOUT_MS,
            });
        }
        // A changed inactivityTimeout server attribute applies at once, as in ThingsBoard.
        this.stopListening = this.telemetry.hub.subscribeAll(event => this.onTelemetryEvent(event));
        this.timer = setInterval(() => void this.checkInactivity(), checkIntervalMs);
        this.timer.unref();
    }

    /** Hears of connects, disconnects, and devices becoming active or inactive; the answer stops listening. */
    onStateEvent(listener: DeviceStateListener): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    private emit(deviceId: string, type: DeviceStateEventType, state: DeviceState): void {
        for (const listener of this.listeners) listener(deviceId, type, stateJson(state));
    }

    stop(): void {
        if (this.timer) clearInterval(this.timer);
        this.timer = null;
        this.stopListening?.();
        this.stopListening = null;
    }

    private onTelemetryEvent(event: TelemetryEvent): void {
        const state = this.states.get(event.entityId);
        if (!state || event.kind === 'timeseries' || event.scope !== 'SERVER_SCOPE') return;
        if (event.kind === 'attributes') {
            const entry = event.entries.find(candidate => candidate.key === 'inactivityTimeout');
            if (entry) state.inactivityTimeout = timeoutOf(entry.value);
        } else if (event.keys.includes('inactivityTimeout')) state.inactivityTimeout = DEFAULT_INACTIVITY_TIMEOUT_MS;
    }

    private async stateOf(deviceId: string): Promise<DeviceState> {
        let state = this.states.get(deviceId);
        if (!state) {
            const [timeout] = await this.telemetry.attributes.findEntries(deviceId, ['SERVER_SCOPE'], ['inactivityTimeout']);
            const inactivityTimeout = timeoutOf(timeout?.value);
            state = this.states.get(deviceId) ?? { active: false, lastActivityTime: 0, lastWrittenActivity: 0, inactivityTimeout };
            this.states.set(deviceId, state);
        }
        return state;
    }

    async onActivity(deviceId: string, now = Date.now()): Promise<void> {
        const state = await this.stateOf(deviceId);
        state.lastActivityTime = Math.max(state.lastActivityTime, now);
        const entries: KvEntry[] = [];
        const becameActive = !state.active;
        if (becameActive) {
            state.active = true;
            entries.push(bool('active', true));
        }
        if (entries.length > 0 || now - state.lastWrittenActivity >= ACTIVITY_WRITE_INTERVAL_MS) {
            state.lastWrittenActivity = now;
            entries.push(long('lastActivityTime', now));
        }
        if (becameActive) this.emit(deviceId, 'ACTIVITY_EVENT', state);
        await this.telemetry.saveAttributes('DEVICE', deviceId, 'SERVER_SCOPE', entries, now);
    }

    async onConnect(deviceId: string, now = Date.now()): Promise<void> {
        const state = await this.stateOf(deviceId);
        state.lastConnectTime = now;
        this.emit(deviceId, 'CONNECT_EVENT', state);
        await this.telemetry.saveAttributes('DEVICE', deviceId, 'SERVER_SCOPE', [long('lastConnectTime', now)], now);
        await this.onActivity(deviceId, now);
    }

    async onDisconnect(deviceId: string, now = Date.now()): Promise<void> {
        const state = await this.stateOf(deviceId);
        state.lastDisconnectTime = now;
        this.emit(deviceId, 'DISCONNECT_EVENT', state);
        await this.telemetry.saveAttributes('DEVICE', deviceId, 'SERVER_SCOPE', [long('lastDisconnectTime', now)], now);
    }

    /** A device deleted or whose timeout attribute changed is read again on its next activity. */
    forget(deviceId: string): void {
        this.states.delete(deviceId);
    }

    async checkInactivity(now = Date.now()): Promise<void> {
        for (const [deviceId, state] of this.states) {
            if (!state.active || now - state.lastActivityTime <= state.inactivityTimeout) continue;
            state.active = false;
            // A deleted device leaves no attributes behind.
            if (this.deviceExists.get(deviceId) === undefined) {
                this.states.delete(deviceId);
                continue;
            }
            state.lastInactivityAlarmTime = now;
            this.emit(deviceId, 'INACTIVITY_EVENT', state);
            await this.telemetry.saveAttributes('DEVICE', deviceId, 'SERVER_SCOPE', [bool('active', false), long('inactivityAlarmTime', now)], now);
        }
    }
}
