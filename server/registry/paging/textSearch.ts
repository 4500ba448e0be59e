import type { ResourceDefinition } from '../../../resources/kernel';
import type { Condition } from './pageTypes';

/** `%`, `_` and `\` in a search text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, c => `\\${c}`)}%`;

/**
 * textSearch over an entry's fields: a case-insensitive substring (SQLite's LIKE), joined fields
 * through their table — the few joined rows that match first, then the entity rows by key, so no
 * join runs per row.
 */
export function textSearchCondition(resource: ResourceDefinition, text: string | undefined, fields: readonly string[]): Condition | null {
    if (!text) return null;
    const pattern = likePattern(text);
    const parts: string[] = [];
    for (const key of fields) {
        const field = resource.fields[key]!;
        if (field.column) parts.push(`t.${field.column} LIKE ? ESCAPE '\\'`);
        else if (field.joined) {
            const [alias, column] = field.joined.split('.') as [string, string];
            const join = resource.server.joins![alias]!;
            parts.push(`t.${join.on} IN (SELECT ${join.column ?? 'id'} FROM ${join.table} WHERE ${column} LIKE ? ESCAPE '\\')`);
        }
    }
    return { sql: `(${parts.join(' OR ')})`, params: parts.map(() => pattern) };
}
