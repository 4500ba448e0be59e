import type SqliteDatabase from 'better-sqlite3';
import { may, type Action, type NestedList, type ResourceDefinition, type Scope } from '../../resources/kernel';
import { resourceNamed } from '../../resources';
import { entityNotFound, permissionDenied } from '../errors';
import { NULL_UUID } from '../lib/ids';
import { fromJsonColumn } from '../lib/json';
import type { Row } from '../registry/codec';
import type { Condition, PagedRepository } from '../registry/pagedRepository';
import type { AccessClaims } from './tokens';

/** Actions that only read. Everything else changes rows. */
const READS: ReadonlySet<Action> = new Set(['list', 'show', 'credentials', 'readInfo']);

/**
 * Entity types whose ThingsBoard 3.3.4 lookup by id is narrowed to the caller's tenant
 * (DeviceServiceImpl.findDeviceById); every other lookup finds any tenant's row and the permission
 * check answers 403.
 */
const TENANT_NARROWED_LOOKUPS: ReadonlySet<string> = new Set(['DEVICE']);

/** `info`: the *Info lookup (`/api/device/info/{id}`), never narrowed to the tenant. */
export type Lookup = 'entity' | 'info';

/** How a list call reaches rows: the caller's own scope, or under a parent (a customer's devices). */
export type ListBinding = { scope: Scope } | { nested: NestedList };

/**
 * The one guard of every registry route. It answers two questions from the registry alone:
 *
 * 1. May this role do this action on this resource at all? The entry's permission table, the same
 *    one the console's canAccess reads. No → 403 (errorCode 20).
 * 2. May this caller touch this row? Rows belong to a tenant and may be assigned to a customer:
 *    nobody reaches another tenant's rows; a customer user reaches only its own customer's rows;
 *    system rows (tenant NULL_UUID) are readable by tenants but changed only by the sysadmin.
 *
 * The rule for 403 versus 404, as ThingsBoard's checkEntityId does it: the row is looked up first,
 * so an id that names no row is 404 (errorCode 32, "Device with id [<id>] is not found"), and a row
 * that exists but belongs to someone else is 403. One exception is ThingsBoard's own: its device
 * lookup is narrowed to the caller's tenant, so another tenant's device is 404 too (but not through
 * `GET /api/device/info/{id}`, whose lookup is not narrowed). A list narrowed to the caller never
 * shows others' rows at all.
 */
export class Guard {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** Question 1: the permission table. */
    require(caller: AccessClaims, resource: ResourceDefinition, action: Action): void {
        if (!may(resource, caller.authority, action)) throw permissionDenied();
    }

    /** Question 2: row ownership. */
    ownsRow(caller: AccessClaims, resource: ResourceDefinition, row: Row, action: Action): boolean {
        const { server } = resource;
        const writes = !READS.has(action);
        const rowTenant = server.tenantColumn ? (row[server.tenantColumn] as string) : undefined;
        let reachable: boolean;
        switch (caller.authority) {
            case 'SYS_ADMIN':
                reachable = !server.tenantColumn || rowTenant === NULL_UUID || server.sysadminReadsAllTenants === true;
                break;
            case 'TENANT_ADMIN':
                reachable =
                    server.tenantColumn !== undefined &&
                    (rowTenant === caller.tenantId || (server.systemRows === true && rowTenant === NULL_UUID && !writes));
                break;
            case 'CUSTOMER_USER':
                if (!server.tenantColumn) reachable = false;
                else if (server.systemRows && rowTenant === NULL_UUID) reachable = !writes;
                else if (rowTenant !== caller.tenantId) reachable = false;
                else if (server.customerColumn) reachable = row[server.customerColumn] === caller.customerId;
                else if (server.assignedCustomersColumn) reachable = assignedTo(row[server.assignedCustomersColumn], caller.customerId);
                else reachable = !writes;
                break;
            default:
                reachable = false;
        }
        if (!reachable || !server.accounts) return reachable;
        if (row.id === caller.userId) return true;
        const manages = server.accounts.manages[caller.authority] ?? [];
        return manages.includes(row[server.accounts.authorityColumn] as never);
    }

    /**
     * Looks a row up as ThingsBoard's services do: 404 with the entity's own sentence when there is
     * none, or when it is another tenant's and the entity's lookup is narrowed to the caller's tenant.
     */
    find(caller: AccessClaims, repository: PagedRepository, id: string, lookup: Lookup = 'entity'): Row {
        const resource = repository.resource;
        const row = repository.findById(id);
        const { tenantColumn } = resource.server;
        const hidden =
            row !== undefined && lookup === 'entity' && TENANT_NARROWED_LOOKUPS.has(resource.entityType) &&
            caller.authority !== 'SYS_ADMIN' && tenantColumn !== undefined && row[tenantColumn] !== caller.tenantId;
        if (!row || hidden) throw entityNotFound(resource.entityType, id);
        return row;
    }

    /** Loads a row for an action: 403 when the role may not, 404 when it does not exist, 403 when it is not the caller's. */
    load(caller: AccessClaims, repository: PagedRepository, id: string, action: Action, lookup: Lookup = 'entity'): Row {
        const resource = repository.resource;
        this.require(caller, resource, action);
        const row = this.find(caller, repository, id, lookup);
        if (!this.ownsRow(caller, resource, row, action)) throw permissionDenied();
        return row;
    }

    /** "Login as user": the sysadmin becomes a tenant admin, a tenant admin one of its customer users. */
    mayImpersonate(caller: AccessClaims, target: { authority: string; tenant_id: string }): boolean {
        if (caller.authority === 'SYS_ADMIN') return target.authority === 'TENANT_ADMIN';
        if (caller.authority === 'TENANT_ADMIN') return target.authority === 'CUSTOMER_USER' && target.tenant_id === caller.tenantId;
        return false;
    }

    /** The WHERE conditions that narrow a list to what the caller may see. */
    listConditions(caller: AccessClaims, resource: ResourceDefinition, binding: ListBinding, params: Record<string, string>): Condition[] {
        this.require(caller, resource, 'list');
        const { server } = resource;
        const conditions: Condition[] = [];
        const tenantIs = (tenantId: string) => {
            if (!server.tenantColumn) return;
            if (server.systemRows && tenantId !== NULL_UUID) conditions.push({ sql: `t.${server.tenantColumn} IN (?, ?)`, params: [tenantId, NULL_UUID] });
            else conditions.push({ sql: `t.${server.tenantColumn} = ?`, params: [tenantId] });
        };
        const customerIs = (customerId: string) => {
            if (server.customerColumn) conditions.push({ sql: `t.${server.customerColumn} = ?`, params: [customerId] });
            else if (server.assignedCustomersColumn) {
                conditions.push({
                    sql: `EXISTS (SELECT 1 FROM json_each(t.${server.assignedCustomersColumn}) j WHERE json_extract(j.value, '$.customerId.id') = ?)`,
                    params: [customerId],
                });
            }
        };

        if ('nested' in binding) {
            const parent = resourceNamed(binding.nested.parent);
            const parentId = binding.nested.parent === 'tenants' ? params.tenantId! : params.customerId!;
            // The parent is checked as a row of its own: 404 when missing, 403 when not the caller's.
            const parentRow = this.sqlite.prepare(`SELECT * FROM ${parent.server.table} WHERE id = ?`).get(parentId) as Row | undefined;
            if (!parentRow && binding.nested.parentUnchecked && binding.nested.parent === 'tenants' && may(parent, caller.authority, 'show')) {
                // Rows of a tenant that does not exist: none (ThingsBoard's getTenantAdmins).
                tenantIs(parentId);
                return conditions;
            }
            if (!parentRow) throw entityNotFound(parent.entityType, parentId);
            if (!may(parent, caller.authority, 'show') && !(caller.authority === 'CUSTOMER_USER' && parentId === caller.customerId)) throw permissionDenied();
            if (!this.ownsRow(caller, parent, parentRow, 'show')) throw permissionDenied();
            if (binding.nested.parent === 'tenants') tenantIs(parentId);
            else {
                tenantIs(parentRow.tenant_id as string);
                customerIs(parentId);
            }
            for (const [column, value] of Object.entries(binding.nested.where ?? {})) conditions.push({ sql: `t.${column} = ?`, params: [value] });
            return conditions;
        }

        switch (binding.scope) {
            case 'sysadmin':
                if (caller.authority !== 'SYS_ADMIN') throw permissionDenied();
                if (server.tenantColumn && (server.sysadminScope ?? 'system') === 'system') {
                    conditions.push({ sql: `t.${server.tenantColumn} = ?`, params: [NULL_UUID] });
                }
                return conditions;
            case 'tenant':
                if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
                tenantIs(caller.tenantId);
                return conditions;
            case 'customer':
                if (caller.authority !== 'CUSTOMER_USER') throw permissionDenied();
                if (params.customerId !== undefined && params.customerId !== caller.customerId) {
                    // checkCustomerId: an unknown customer is 404, someone else's 403.
                    if (!this.sqlite.prepare('SELECT 1 FROM customer WHERE id = ?').get(params.customerId)) throw entityNotFound('CUSTOMER', params.customerId);
                    throw permissionDenied();
                }
                tenantIs(caller.tenantId);
                customerIs(caller.customerId);
                return conditions;
        }
    }
}

function assignedTo(column: unknown, customerId: string): boolean {
    const assigned = fromJsonColumn<Array<{ customerId?: { id?: string } }>>(column as string | null);
    return Array.isArray(assigned) && assigned.some(entry => entry.customerId?.id === customerId);
}
