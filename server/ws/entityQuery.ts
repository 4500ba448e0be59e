import type SqliteDatabase from 'better-sqlite3';
import { may, type ResourceDefinition } from '../../resources/kernel';
import type { Guard } from '../auth/guard';
import type { AccessClaims } from '../auth/tokens';
import type { EntityAccess } from '../telemetry/entityAccess';
import type { Row } from '../registry/codec';

/** The entity filters of reference §4.5 this resolver knows; the rest belong to /api/entitiesQuery. */
export type EntityFilter =
    | { type: 'singleEntity'; singleEntity?: { entityType?: string; id?: string } }
    | { type: 'entityList'; entityType?: string; entityList?: string[] }
    | { type: 'entityName'; entityType?: string; entityNameFilter?: string }
    | { type: 'entityType'; entityType?: string }
    | { type: 'deviceType'; deviceType?: string; deviceNameFilter?: string }
    | { type: 'assetType'; assetType?: string; assetNameFilter?: string }
    | { type: 'entityViewType'; entityViewType?: string; entityViewNameFilter?: string }
    | { type: 'edgeType'; edgeType?: string; edgeNameFilter?: string };

export interface ResolvedEntity {
    entityType: string;
    id: string;
    resource: ResourceDefinition;
    row: Row;
}

export class UnsupportedFilterError extends Error {}

interface Selection {
    entityType: string;
    ids?: readonly string[];
    /** "Starts with", case-insensitive, on the entity's name (its title field). */
    namePrefix?: string;
    type?: string;
}

function selectionOf(filter: EntityFilter): Selection {
    switch (filter.type) {
        case 'singleEntity':
            return { entityType: filter.singleEntity?.entityType ?? '', ids: filter.singleEntity?.id ? [filter.singleEntity.id] : [] };
        case 'entityList':
            return { entityType: filter.entityType ?? '', ids: filter.entityList ?? [] };
        case 'entityName':
            return { entityType: filter.entityType ?? '', namePrefix: filter.entityNameFilter ?? '' };
        case 'entityType':
            return { entityType: filter.entityType ?? '' };
        case 'deviceType':
            return { entityType: 'DEVICE', type: filter.deviceType ?? '', namePrefix: filter.deviceNameFilter };
        case 'assetType':
            return { entityType: 'ASSET', type: filter.assetType ?? '', namePrefix: filter.assetNameFilter };
        case 'entityViewType':
            return { entityType: 'ENTITY_VIEW', type: filter.entityViewType ?? '', namePrefix: filter.entityViewNameFilter };
        case 'edgeType':
            return { entityType: 'EDGE', type: filter.edgeType ?? '', namePrefix: filter.edgeNameFilter };
        default:
            throw new UnsupportedFilterError(`Unsupported entity filter type: ${(filter as { type?: string }).type ?? 'none'}`);
    }
}

/** The column holding an entity's name: `name`, or its title field (customers' title, users' email). */
export function nameColumnOf(resource: ResourceDefinition): string | undefined {
    return resource.fields.name?.column ?? resource.fields[resource.titleField]?.column;
}

/**
 * Resolves the entity filter of an entity data query to the rows the caller may read: the query is
 * narrowed to the caller's tenant in SQL and each row passes the guard's ownership rule, so a
 * subscription never shows what the REST calls would refuse.
 */
export class EntityQueryResolver {
    constructor(
        private readonly sqlite: SqliteDatabase.Database,
        private readonly guard: Guard,
        private readonly access: EntityAccess,
    ) {}

    resolve(caller: AccessClaims, filter: EntityFilter): ResolvedEntity[] {
        const selection = selectionOf(filter);
        const resource = this.access.resourceOf(selection.entityType);
        if (!resource || !may(resource, caller.authority, 'show')) return [];
        const { server } = resource;
        const where: string[] = [];
        const params: unknown[] = [];
        if (caller.authority !== 'SYS_ADMIN' && server.tenantColumn) {
            where.push(server.systemRows ? `${server.tenantColumn} IN (?, '13814000-1dd2-11b2-8080-808080808080')` : `${server.tenantColumn} = ?`);
            params.push(caller.tenantId);
        }
        if (selection.ids) {
            if (selection.ids.length === 0) return [];
            where.push(`id IN (${selection.ids.map(() => '?').join(', ')})`);
            params.push(...selection.ids);
        }
        if (selection.type !== undefined) {
            where.push('type = ?');
            params.push(selection.type);
        }
        const nameColumn = nameColumnOf(resource);
        if (selection.namePrefix && nameColumn) {
            where.push(`LOWER(${nameColumn}) LIKE ? ESCAPE '\\'`);
            params.push(`${selection.namePrefix.toLowerCase().replace(/[\\%_]/g, char => `\\${char}`)}%`);
        }
        const sql = `SELECT * FROM ${server.table}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
        const rows = this.sqlite.prepare(sql).all(...params) as Row[];
        return rows
            .filter(row => this.guard.ownsRow(caller, resource, row, 'show'))
            .map(row => ({ entityType: resource.entityType, id: String(row.id), resource, row }));
    }
}
