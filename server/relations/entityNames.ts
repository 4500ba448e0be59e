import type SqliteDatabase from 'better-sqlite3';
import { registry } from '../../resources';
import { nameColumnOf } from '../ws/entityQuery';
import { refKey } from './relationSearch';
import type { EntityRef } from './relationStore';

/**
 * Names of entities of any type, as ThingsBoard's fetchEntityName gives them: the registry's name
 * column (a user's email, a customer's, tenant's or dashboard's title). One query per entity type;
 * an unknown type or a vanished entity has no name (null).
 */
export function entityNames(sqlite: SqliteDatabase.Database, entities: readonly EntityRef[]): Map<string, string | null> {
    const names = new Map<string, string | null>();
    const idsByType = new Map<string, Set<string>>();
    for (const entity of entities) {
        names.set(refKey(entity), null);
        let ids = idsByType.get(entity.entityType);
        if (!ids) idsByType.set(entity.entityType, (ids = new Set()));
        ids.add(entity.id);
    }
    for (const [entityType, ids] of idsByType) {
        const resource = registry.find(candidate => candidate.entityType === entityType);
        const column = resource && nameColumnOf(resource);
        if (!resource || !column) continue;
        const rows = sqlite
            .prepare(`SELECT id, ${column} AS name FROM ${resource.server.table} WHERE id IN (${[...ids].map(() => '?').join(', ')})`)
            .all(...ids) as Array<{ id: string; name: string | null }>;
        for (const row of rows) names.set(refKey({ entityType, id: row.id }), row.name);
    }
    return names;
}
