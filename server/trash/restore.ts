import type SqliteDatabase from 'better-sqlite3';
import { DefaultRows } from '../db/repositories/defaults';
import { newAccessToken } from '../entities/devices';
import { NULL_UUID } from '../lib/ids';
import { fromJsonColumn, toJsonColumn } from '../lib/json';
import type { Row } from '../registry/codec';
import { notRestored, type NotRestored, type NotRestoredKind, type NotRestoredReason, type OtherEntity } from './notRestored';
import { RawRows } from './rawRows';
import { otherEnd, type EntityCopy, type TrashSnapshot } from './snapshot';
import { ENTITY_TABLES } from './trashTypes';

export interface RestoreOutcome {
    row: Row;
    name: string;
    notRestored: NotRestored[];
}

/** How a restored name that is taken is told apart: "Pump (restored)", "Pump (restored 2)", … */
export function freeName(name: string, isTaken: (candidate: string) => boolean): string {
    for (let n = 1; ; n++) {
        const candidate = `${name} (restored${n === 1 ? '' : ` ${n}`})`;
        if (!isTaken(candidate)) return candidate;
    }
}

/**
 * Puts a trashed entity back as it was, inside the caller's transaction: its row under its own id,
 * then what went with it. What can no longer come back as it was (its customer deleted since, a
 * relation's other end purged, its name or access token taken by a new entity) is left out or
 * replaced, and reported; the caller commits all of it or, on an error, none.
 */
export class SnapshotRestorer {
    private readonly raw: RawRows;
    private readonly report: NotRestored[] = [];

    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly snapshot: TrashSnapshot,
        /** Whether the tenant's trash holds the entity (a missing reference is then "in the trash"). */
        private readonly isInTrash: (entityId: string) => boolean,
    ) {
        this.raw = new RawRows(sqlite);
    }

    restore(): RestoreOutcome {
        const { snapshot } = this;
        const row = { ...snapshot.row };
        const source = ENTITY_TABLES.get(snapshot.entityType)!;
        this.fixRowReferences(row);
        const name = row[source.nameColumn] as string;
        if (source.uniqueName) {
            const taken = (candidate: string) =>
                this.sqlite.prepare(`SELECT 1 FROM ${source.table} WHERE tenant_id = ? AND ${source.nameColumn} = ?`).get(row.tenant_id, candidate) !== undefined;
            if (taken(name)) {
                row[source.nameColumn] = freeName(name, taken);
                this.add('NAME', 'TAKEN', null, { original: name, replacement: row[source.nameColumn] as string });
            }
        }
        if (!this.raw.insert(source.table, row)) throw new Error(`trash: ${snapshot.entityType} ${row.id as string} exists already`);
        this.putBack(snapshot);
        if (snapshot.entityType === 'CUSTOMER') this.restoreCustomerReferences(row);
        for (const reference of snapshot.defaultsOf) {
            const current = this.sqlite.prepare(`SELECT ${reference.column} AS value FROM ${reference.table} WHERE id = ?`).get(reference.id) as { value: string | null } | undefined;
            if (current && current.value === null) {
                this.sqlite.prepare(`UPDATE ${reference.table} SET ${reference.column} = ? WHERE id = ?`).run(row.id, reference.id);
            } else {
                this.add('PROFILE_DEFAULT', current ? 'REASSIGNED' : this.goneReason(reference.id), this.other(reference.entityType, reference.id));
            }
        }
        return { row, name: row[source.nameColumn] as string, notRestored: this.report };
    }

    /** The references the row holds: customer, device profile, firmware and software, a dashboard's customers. */
    private fixRowReferences(row: Row): void {
        const { snapshot } = this;
        if (typeof row.customer_id === 'string' && row.customer_id !== NULL_UUID && !this.raw.exists('customer', row.customer_id)) {
            this.add('CUSTOMER_ASSIGNMENT', this.goneReason(row.customer_id), this.other('CUSTOMER', row.customer_id));
            row.customer_id = NULL_UUID;
        }
        if (snapshot.entityType === 'DEVICE') {
            const profileId = row.device_profile_id as string;
            if (!this.sqlite.prepare('SELECT 1 FROM device_profile WHERE id = ? AND tenant_id = ?').get(profileId, row.tenant_id)) {
                const fallback = new DefaultRows(this.sqlite).defaultDeviceProfile(row.tenant_id as string)!;
                this.add('DEVICE_PROFILE', 'DELETED', this.other('DEVICE_PROFILE', profileId), { replacement: fallback.name as string });
                row.device_profile_id = fallback.id;
                row.type = fallback.name;
            }
            for (const [column, label] of [['firmware_id', 'firmware'], ['software_id', 'software']] as const) {
                const packageId = row[column];
                if (typeof packageId === 'string' && !this.raw.exists('ota_package', packageId)) {
                    this.add('OTA_PACKAGE', 'DELETED', this.other('OTA_PACKAGE', packageId), { original: label });
                    row[column] = null;
                }
            }
        }
        if (snapshot.entityType === 'DASHBOARD') {
            const assigned = fromJsonColumn<Array<{ customerId: { id: string } }>>(row.assigned_customers as string | null);
            if (assigned) {
                const kept = assigned.filter(entry => {
                    if (this.raw.exists('customer', entry.customerId.id)) return true;
                    this.add('CUSTOMER_ASSIGNMENT', this.goneReason(entry.customerId.id), this.other('CUSTOMER', entry.customerId.id));
                    return false;
                });
                row.assigned_customers = toJsonColumn(kept);
            }
        }
    }

    /** The rows that went with an entity: its own tables, relations whose other end is still there, alarms. */
    private putBack(copy: EntityCopy): void {
        const id = copy.row.id as string;
        for (const { table, rows } of copy.owned) {
            for (const owned of rows) {
                if (table === 'device_credentials') this.putBackCredentials(owned);
                else this.raw.insert(table, owned);
            }
        }
        for (const relation of copy.relations) {
            const other = otherEnd(relation, id);
            const source = ENTITY_TABLES.get(other.entityType);
            // A relation to itself, or to an entity of a kind no table holds, comes back as it was.
            if (other.id === id || !source || this.raw.exists(source.table, other.id)) {
                this.raw.insert('relation', relation);
                continue;
            }
            this.add('RELATION', this.goneReason(other.id), this.other(other.entityType, other.id), { original: relation.relation_type as string });
        }
        for (const alarm of copy.alarms) this.raw.insert('alarm', alarm);
        for (const link of copy.entityAlarms) {
            const source = ENTITY_TABLES.get(link.entity_type as string);
            const entityThere = link.entity_id === id || (source !== undefined && this.raw.exists(source.table, link.entity_id as string));
            if (entityThere && this.raw.exists('alarm', link.alarm_id as string)) this.raw.insert('entity_alarm', link);
        }
    }

    /** An access token another device took meanwhile is replaced by a new one. */
    private putBackCredentials(credentials: Row): void {
        const taken = this.sqlite.prepare('SELECT 1 FROM device_credentials WHERE credentials_id = ?').get(credentials.credentials_id) !== undefined;
        if (!taken) {
            this.raw.insert('device_credentials', credentials);
            return;
        }
        this.add('ACCESS_TOKEN', 'TAKEN', null);
        this.raw.insert('device_credentials', { ...credentials, credentials_type: 'ACCESS_TOKEN', credentials_id: newAccessToken(), credentials_value: null });
    }

    /** A customer's users, the entities assigned to it and the dashboards shared with it. */
    private restoreCustomerReferences(customer: Row): void {
        const { snapshot } = this;
        for (const user of snapshot.users) {
            const email = user.row.email as string;
            if (this.sqlite.prepare('SELECT 1 FROM tb_user WHERE email = ?').get(email)) {
                this.add('USER', 'TAKEN', null, { original: email });
                continue;
            }
            this.raw.insert('tb_user', user.row);
            this.putBack(user);
        }
        for (const assigned of snapshot.assigned) {
            const current = this.sqlite.prepare(`SELECT customer_id FROM ${assigned.table} WHERE id = ?`).pluck().get(assigned.id) as string | undefined;
            if (current === NULL_UUID) {
                this.sqlite.prepare(`UPDATE ${assigned.table} SET customer_id = ? WHERE id = ?`).run(customer.id, assigned.id);
            } else {
                this.add('ASSIGNED_ENTITY', current === undefined ? this.goneReason(assigned.id) : 'REASSIGNED', this.other(assigned.entityType, assigned.id));
            }
        }
        for (const dashboard of snapshot.sharedDashboards) {
            const current = this.sqlite.prepare('SELECT assigned_customers FROM dashboard WHERE id = ?').get(dashboard.id) as { assigned_customers: string | null } | undefined;
            if (!current) {
                this.add('ASSIGNED_ENTITY', this.goneReason(dashboard.id), this.other('DASHBOARD', dashboard.id));
                continue;
            }
            const assigned = fromJsonColumn<Array<{ customerId: { id: string } }>>(current.assigned_customers) ?? [];
            if (assigned.some(entry => entry.customerId.id === customer.id)) continue;
            this.sqlite.prepare('UPDATE dashboard SET assigned_customers = ? WHERE id = ?').run(toJsonColumn([...assigned, dashboard.entry]), dashboard.id);
        }
    }

    private goneReason(entityId: string): NotRestoredReason {
        return this.isInTrash(entityId) ? 'IN_TRASH' : 'DELETED';
    }

    private other(entityType: string, id: string): OtherEntity {
        return { entityType, id, name: this.snapshot.names[id] ?? null };
    }

    private add(kind: NotRestoredKind, reason: NotRestoredReason, other: OtherEntity | null, text: { original?: string; replacement?: string } = {}): void {
        this.report.push(notRestored({ kind, reason, other, original: text.original ?? null, replacement: text.replacement ?? null }));
    }
}
