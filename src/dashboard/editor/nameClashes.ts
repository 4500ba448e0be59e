import type { DashboardConfiguration } from '../model/dashboardConfig';
import type { DashboardFragment } from './dashboardFragment';

/**
 * An alias or filter of a pasted or imported fragment whose name the dashboard already uses.
 * The person chooses: reuse the dashboard's own (the widgets then point at it) or add the
 * fragment's under a new name.
 */
export interface NameClash {
    kind: 'alias' | 'filter';
    /** The id in the fragment. */
    incomingId: string;
    name: string;
    /** The dashboard's alias or filter of that name. */
    existingId: string;
    /** Both have the same settings (alias: its entity filter; filter: its key filters and editable). */
    identical: boolean;
    /** The name it gets when added: "Thermostats (2)", free among the dashboard's and the fragment's names. */
    renamed: string;
    /**
     * When the same-named one differs: another alias or filter of the dashboard with the very same
     * settings (an earlier paste's "Thermostats (2)"), which the widgets may use instead.
     */
    sameAs?: { id: string; name: string };
}

/** Use the same-named one, add a renamed copy, or use the one with the same settings (`sameAs`). */
export type ClashChoice = 'reuse' | 'rename' | 'same';

/** Choices by clashKey. */
export type ClashChoices = Record<string, ClashChoice>;

export const clashKey = (clash: Pick<NameClash, 'kind' | 'incomingId'>) => `${clash.kind}:${clash.incomingId}`;

/** JSON with object keys sorted: two settings are the same whatever order their keys were written in. */
const canonical = (value: unknown): string =>
    JSON.stringify(value, (_key, inner: unknown) =>
        inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner
    );

export const sameSettings = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Alias names differ regardless of case (ThingsBoard's rule), filter names exactly. */
const comparable = (kind: NameClash['kind'], name: string) => (kind === 'alias' ? name.trim().toLowerCase() : name.trim());

/** "Name (n)" with the smallest n from 2 that no taken name has; a name already ending in " (n)" counts on from its base. */
export function freeName(name: string, isTaken: (candidate: string) => boolean): string {
    const base = name.replace(/ \(\d+\)$/, '');
    for (let n = 2; ; n++) {
        const candidate = `${base} (${n})`;
        if (!isTaken(candidate)) return candidate;
    }
}

interface Named {
    id: string;
    name: string;
    settings: unknown;
}

const aliasesOf = (aliases: DashboardConfiguration['entityAliases'] | undefined): Named[] =>
    Object.entries(aliases ?? {}).map(([id, alias]) => ({ id, name: alias.alias, settings: alias.filter }));

const filtersOf = (filters: DashboardConfiguration['filters']): Named[] =>
    Object.entries(filters ?? {}).map(([id, filter]) => ({ id, name: filter.filter, settings: { keyFilters: filter.keyFilters, editable: filter.editable ?? true } }));

function clashesOfKind(kind: NameClash['kind'], existing: Named[], incoming: Named[]): NameClash[] {
    const byName = new Map(existing.map(item => [comparable(kind, item.name), item]));
    const taken = new Set([...existing, ...incoming].map(item => comparable(kind, item.name)));
    return incoming.flatMap(item => {
        const same = byName.get(comparable(kind, item.name));
        if (!same) return [];
        const renamed = freeName(item.name.trim(), candidate => taken.has(comparable(kind, candidate)));
        taken.add(comparable(kind, renamed));
        const identical = sameSettings(same.settings, item.settings);
        const twin = identical ? undefined : existing.find(other => sameSettings(other.settings, item.settings));
        return [{ kind, incomingId: item.id, name: item.name, existingId: same.id, identical, renamed, ...(twin ? { sameAs: { id: twin.id, name: twin.name } } : {}) }];
    });
}

/** The fragment's aliases and filters whose names the dashboard already uses. */
export const nameClashes = (config: DashboardConfiguration, fragment: DashboardFragment): NameClash[] => [
    ...clashesOfKind('alias', aliasesOf(config.entityAliases), aliasesOf(fragment.entityAliases)),
    ...clashesOfKind('filter', filtersOf(config.filters), filtersOf(fragment.filters)),
];

/** What the dialog proposes: the dashboard's own with the same settings (same name first), otherwise a renamed copy. */
export const defaultChoices = (clashes: readonly NameClash[]): ClashChoices =>
    Object.fromEntries(clashes.map(clash => [clashKey(clash), clash.identical ? 'reuse' : clash.sameAs ? 'same' : 'rename']));

/** The dashboard's alias or filter a choice points the widgets at, or null for "add a renamed copy". */
export const reusedId = (clash: NameClash, choice: ClashChoice | undefined): string | null =>
    choice === 'reuse' ? clash.existingId : choice === 'same' && clash.sameAs ? clash.sameAs.id : null;
