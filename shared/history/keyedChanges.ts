import type { NamedChange } from './comparison';
import { jsonDiff } from './jsonDiff';

/** At most this many paths name what changed inside one part. */
const PATHS_PER_CHANGE = 8;

/**
 * Parts kept by id on both sides (a dashboard's widgets, a chain's nodes): added, removed, or
 * changed (with the paths inside that differ), in the newer side's order, removed ones last.
 */
export function keyedChanges<T>(before: ReadonlyMap<string, T>, after: ReadonlyMap<string, T>, nameOf: (part: T, id: string) => string): NamedChange[] {
    const changes: NamedChange[] = [];
    for (const [id, part] of after) {
        const old = before.get(id);
        if (old === undefined) changes.push({ kind: 'added', id, name: nameOf(part, id) });
        else {
            const paths = jsonDiff(old, part, PATHS_PER_CHANGE).map(change => change.path);
            if (paths.length > 0) changes.push({ kind: 'changed', id, name: nameOf(part, id), paths });
        }
    }
    for (const [id, part] of before) if (!after.has(id)) changes.push({ kind: 'removed', id, name: nameOf(part, id) });
    return changes;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's entries as a map (an absent or odd value is empty). */
export const entriesOf = (value: unknown): Map<string, unknown> => new Map(isRecord(value) ? Object.entries(value) : []);

export const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
