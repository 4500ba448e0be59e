import type { DocumentComparison, NamedChange } from './comparison';
import { jsonDiff } from './jsonDiff';
import { entriesOf, isRecord, keyedChanges, textOf } from './keyedChanges';

/** The parts of a dashboard's configuration a compare names one by one. */
const PARTS = [
    { section: 'states', key: 'states', nameOf: (state: unknown, id: string) => (isRecord(state) && textOf(state.name)) || id },
    { section: 'widgets', key: 'widgets', nameOf: (widget: unknown, id: string) => widgetName(widget) ?? id },
    { section: 'aliases', key: 'entityAliases', nameOf: (alias: unknown, id: string) => (isRecord(alias) && textOf(alias.alias)) || id },
    { section: 'filters', key: 'filters', nameOf: (filter: unknown, id: string) => (isRecord(filter) && textOf(filter.filter)) || id },
] as const;

/** A widget as the editor names it: its title, else its type. */
function widgetName(widget: unknown): string | undefined {
    if (!isRecord(widget)) return undefined;
    const config = isRecord(widget.config) ? widget.config : {};
    const type = textOf(widget.typeFullFqn) ?? (textOf(widget.bundleAlias) && textOf(widget.typeAlias) ? `${String(widget.bundleAlias)}.${String(widget.typeAlias)}` : undefined);
    return textOf(config.title) ?? type;
}

const configurationOf = (dashboard: unknown): Record<string, unknown> => (isRecord(dashboard) && isRecord(dashboard.configuration) ? dashboard.configuration : {});

/**
 * Two versions of a dashboard: its states, widgets, aliases and filters added, removed or changed,
 * by name; every other change (title, settings, time window) by its path.
 */
export function compareDashboards(before: unknown, after: unknown): DocumentComparison {
    const [oldConfig, newConfig] = [configurationOf(before), configurationOf(after)];
    const sections = PARTS.map(part => ({ section: part.section, changes: keyedChanges(entriesOf(oldConfig[part.key]), entriesOf(newConfig[part.key]), part.nameOf) }));
    const json = jsonDiff(before, after);
    const covered = PARTS.map(part => `configuration.${part.key}`);
    const other: NamedChange[] = json
        .filter(change => !covered.some(prefix => change.path === prefix || change.path.startsWith(`${prefix}.`) || change.path.startsWith(`${prefix}[`)))
        .map(change => ({ kind: change.kind, id: change.path, name: change.path }));
    return { sections: [...sections, { section: 'fields', changes: other }], json };
}
