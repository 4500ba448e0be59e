import type SqliteDatabase from 'better-sqlite3';
import { badRequest, entityNotFound } from '../errors';
import { newId, NULL_UUID, timeOfId } from '../lib/ids';
import { toJsonColumn } from '../lib/json';
import type { AlarmRow } from './alarmJson';
import { AlarmRepository, type EntityRef } from './alarmRepository';
import { acknowledged, cleared, isAcknowledged, isCleared, SEVERITIES, STATUSES, type AlarmSeverity, type AlarmStatus } from './alarmStatus';
import { EntityDirectory } from './entityDirectory';
import type { UsageMeter } from '../usage/apiUsageService';

/** An alarm to raise or update, as plain data (a REST body, a device-profile alarm rule, a rule node). */
export interface AlarmInput {
    /** Updates this alarm; without it, the open alarm of the same originator and type is updated or a new one raised. */
    id?: string;
    tenantId: string;
    originator: EntityRef;
    type: string;
    severity: AlarmSeverity;
    status: AlarmStatus;
    startTs?: number;
    endTs?: number;
    ackTs?: number;
    clearTs?: number;
    details?: unknown;
    propagate?: boolean;
    propagateToOwner?: boolean;
    propagateToTenant?: boolean;
    propagateRelationTypes?: readonly string[] | null;
}

/** What happened to an alarm; `entityIds` are the entities that see it (originator and propagation targets). */
export interface AlarmEvent {
    kind: 'saved' | 'deleted';
    alarm: AlarmRow;
    entityIds: readonly string[];
}

export type AlarmListener = (event: AlarmEvent) => void;

/**
 * Alarms as ThingsBoard 3.3's alarm service keeps them: raise or update (one open alarm per
 * originator and type), acknowledge, clear, delete, with propagation to related parents, the owner
 * and the tenant. Every change is published to the listeners (WebSocket alarm subscriptions).
 * Permission checks belong to the callers.
 */
export class AlarmService {
    readonly repository: AlarmRepository;
    readonly directory: EntityDirectory;
    private readonly listeners = new Set<AlarmListener>();

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        /** API usage: created alarms are counted, and refused once the tenant's limit is reached. */
        private readonly usage?: UsageMeter,
    ) {
        this.repository = new AlarmRepository(sqlite);
        this.directory = new EntityDirectory(sqlite);
    }

    listen(listener: AlarmListener): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    findById(id: string): AlarmRow | undefined {
        return this.repository.findById(id);
    }

    /** ThingsBoard's createOrUpdateAlarm: validates, then raises a new alarm or merges into the open one. */
    createOrUpdate(input: AlarmInput, now = Date.now()): AlarmRow {
        validate(input);
        const originatorRow = this.directory.row(input.originator.entityType, input.originator.id);
        if (!originatorRow) throw entityNotFound(input.originator.entityType, input.originator.id);
        const customerId = this.directory.customerOf(input.originator.entityType, input.originator.id, originatorRow);
        const startTs = input.startTs || now;
        const endTs = input.endTs || startTs;

        const saved = this.sqlite.transaction(() => {
            const existing = input.id ? this.repository.findById(input.id) : this.repository.findLatest(input.originator.id, input.type);
            if (input.id && !existing) throw entityNotFound('ALARM', input.id);
            if (existing && (input.id || !isCleared(existing.status as AlarmStatus))) {
                const merged = merge(existing, { ...input, startTs, endTs }, customerId);
                this.repository.update(merged);
                this.repository.linkEntities(merged, this.propagationTargets(merged));
                return merged;
            }
            this.usage?.admit(input.tenantId, 'CREATED_ALARMS_COUNT');
            const id = newId(now);
            const row: AlarmRow = {
                id,
                created_time: timeOfId(id),
                tenant_id: input.tenantId,
                customer_id: customerId,
                type: input.type,
                originator_id: input.originator.id,
                originator_type: input.originator.entityType,
                severity: input.severity,
                status: input.status,
                start_ts: startTs,
                end_ts: endTs,
                ack_ts: input.ackTs ?? 0,
                clear_ts: input.clearTs ?? 0,
                details: toJsonColumn(input.details),
                propagate: input.propagate ? 1 : 0,
                propagate_to_owner: input.propagateToOwner ? 1 : 0,
                propagate_to_tenant: input.propagateToTenant ? 1 : 0,
                propagate_relation_types: toJsonColumn(input.propagateRelationTypes ?? []),
            };
            this.repository.insert(row);
            this.repository.linkEntities(row, this.propagationTargets(row));
            return row;
        })();
        this.publish('saved', saved);
        return saved;
    }

    /** ACTIVE_UNACK → ACTIVE_ACK, CLEARED_UNACK → CLEARED_ACK; false (nothing changed) when already acknowledged. */
    acknowledge(alarmId: string, now = Date.now()): boolean {
        return this.change(alarmId, row => (isAcknowledged(row.status as AlarmStatus) ? null : { ...row, status: acknowledged(row.status as AlarmStatus), ack_ts: now }));
    }

    /** ACTIVE_* → CLEARED_*; false (nothing changed) when already cleared. New details replace the old when given. */
    clear(alarmId: string, now = Date.now(), details?: unknown): boolean {
        return this.change(alarmId, row =>
            isCleared(row.status as AlarmStatus)
                ? null
                : { ...row, status: cleared(row.status as AlarmStatus), clear_ts: now, ...(details === undefined ? {} : { details: toJsonColumn(details) }) },
        );
    }

    delete(alarmId: string): boolean {
        const row = this.repository.findById(alarmId);
        if (!row) return false;
        const entityIds = this.repository.entitiesOf(alarmId);
        const deleted = this.sqlite.transaction(() => this.repository.delete(alarmId))();
        if (deleted) this.emit({ kind: 'deleted', alarm: row, entityIds });
        return deleted;
    }

    private change(alarmId: string, next: (row: AlarmRow) => AlarmRow | null): boolean {
        const row = this.repository.findById(alarmId);
        if (!row) throw entityNotFound('ALARM', alarmId);
        const changed = next(row);
        if (!changed) return false;
        this.repository.update(changed);
        this.publish('saved', changed);
        return true;
    }

    /** Who sees an alarm: its originator; related parents, the owner and the tenant as its flags say. */
    private propagationTargets(alarm: AlarmRow): EntityRef[] {
        const originator = { entityType: alarm.originator_type, id: alarm.originator_id };
        const targets: EntityRef[] = [originator];
        if (alarm.propagate) targets.push(...this.repository.ancestorsOf(originator, JSON.parse(alarm.propagate_relation_types ?? '[]') as string[]));
        if (alarm.propagate_to_owner) {
            targets.push(alarm.customer_id !== NULL_UUID ? { entityType: 'CUSTOMER', id: alarm.customer_id } : { entityType: 'TENANT', id: alarm.tenant_id });
        }
        if (alarm.propagate_to_tenant) targets.push({ entityType: 'TENANT', id: alarm.tenant_id });
        return targets;
    }

    private publish(kind: AlarmEvent['kind'], alarm: AlarmRow): void {
        this.emit({ kind, alarm, entityIds: this.repository.entitiesOf(alarm.id) });
    }

    private emit(event: AlarmEvent): void {
        for (const listener of [...this.listeners]) {
            try {
                listener(event);
            } catch {
                // A broken listener (a closed socket) must not fail the change that published.
            }
        }
    }
}

/** ThingsBoard's AlarmDataValidator messages. */
function validate(input: AlarmInput): void {
    if (!input.type || typeof input.type !== 'string' || input.type.trim() === '') throw badRequest('Alarm type should be specified!');
    if (!input.originator?.id || !input.originator.entityType) throw badRequest('Alarm originator should be specified!');
    if (!SEVERITIES.includes(input.severity)) throw badRequest('Alarm severity should be specified!');
    if (!STATUSES.includes(input.status)) throw badRequest('Alarm status should be specified!');
    for (const ts of [input.startTs, input.endTs, input.ackTs, input.clearTs]) {
        if (ts !== undefined && !(Number.isSafeInteger(ts) && ts >= 0)) throw badRequest('Alarm timestamps should be epoch milliseconds!');
    }
}

/** ThingsBoard's merge of an update into the open alarm: createdTime and startTs stay, endTs only moves forward. */
function merge(existing: AlarmRow, update: AlarmInput & { startTs: number; endTs: number }, customerId: string): AlarmRow {
    const existingTypes = JSON.parse(existing.propagate_relation_types ?? '[]') as string[];
    const newTypes = update.propagateRelationTypes ?? [];
    return {
        ...existing,
        end_ts: Math.max(existing.end_ts, update.startTs, update.endTs),
        clear_ts: Math.max(existing.clear_ts, update.clearTs ?? 0),
        ack_ts: Math.max(existing.ack_ts, update.ackTs ?? 0),
        status: update.status,
        severity: update.severity,
        details: toJsonColumn(update.details),
        customer_id: customerId,
        propagate: existing.propagate || update.propagate ? 1 : 0,
        propagate_to_owner: existing.propagate_to_owner || update.propagateToOwner ? 1 : 0,
        propagate_to_tenant: existing.propagate_to_tenant || update.propagateToTenant ? 1 : 0,
        propagate_relation_types: JSON.stringify(newTypes.length === 0 ? existingTypes : [...new Set([...existingTypes, ...newTypes])]),
    };
}
