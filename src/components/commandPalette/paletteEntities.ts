import type { EntityDataQuery, EntityType, PageData_EntityData } from '../../../shared/generated/api.gen';
import type { HttpClient } from '../../providers/http/createHttpClient';
import { registry } from '../../../resources';
import { may, type Authority } from '../../../resources/kernel';
import { overridesOf } from '../../generic/overrides';
import { routeOf } from '../../providers/data/resourceLookup';
import { MENU_ICONS, type MenuIconName } from '../../layout/menu/menuIcons';
import { allowedEntityTypesFor, entityTypeNameKey } from '../pickers/entityTypes';
import { searchableDefinition } from '../pickers/entitySearch';
import type { PaletteItem, PaletteScope } from './paletteItems';

/** Few enough per type that the list stays short; the list pages hold the rest. */
export const ENTITIES_PER_TYPE = 5;
/** A scope lists one type, so it may show more of it. */
export const ENTITIES_IN_SCOPE = 10;

/** The menu's icon for each type (its registry entry's), so an entity looks like the page listing it. */
const ENTITY_ICONS: ReadonlyMap<string, MenuIconName> = new Map(registry.map(resource => [resource.entityType, resource.menu.icon as MenuIconName]));

const SCOPE_TYPES: Readonly<Record<PaletteScope, readonly string[]>> = { dashboards: ['DASHBOARD'] };

/**
 * The entity types a person finds by name: those their role may pick in entity pickers and also
 * has a list of in the console (a tenant admin reads its own tenant but lists no tenants).
 */
export const searchedEntityTypes = (authority: Authority, edgesSupportEnabled: boolean, scope: PaletteScope | null): EntityType[] =>
    // Without the CURRENT_* aliases, the allowed types are ThingsBoard entity types.
    (allowedEntityTypesFor(authority, { edgesSupportEnabled }) as EntityType[])
        .filter(type => !scope || SCOPE_TYPES[scope].includes(type))
        .filter(type => {
            const definition = searchableDefinition(type);
            return !!definition && may(definition, authority, 'list');
        });

/**
 * The server's text search is one substring; for several words it gets the longest and the
 * palette checks the others itself.
 */
export const serverSearchText = (query: string): string | null =>
    query.trim().split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '') || null;

/** One entitiesQuery/find call: entities of one type whose name holds the text, by name. */
export const entitySearchQuery = (entityType: EntityType, text: string | null, pageSize: number): EntityDataQuery => ({
    entityFilter: { type: 'entityType', entityType },
    entityFields: [{ type: 'ENTITY_FIELD', key: 'name' }],
    pageLink: {
        page: 0,
        pageSize,
        textSearch: text,
        sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' },
    },
});

/** Where an entity opens: where a click on its row in its list goes (a dashboard itself, a rule chain's editor), else its details. */
export const entityPath = (entityType: string, id: string): string | null => {
    const definition = searchableDefinition(entityType);
    if (!definition) return null;
    return overridesOf(definition.name).rowLink?.({ id }) ?? `/${routeOf(definition)}/${id}/show`;
};

type Translate = (key: string) => string;

/** The entities of one answer as palette entries: type icon, name, type label. */
export const entityItems = (page: PageData_EntityData, translate: Translate): PaletteItem[] =>
    page.data.flatMap(({ entityId, latest }) => {
        const path = entityPath(entityId.entityType, entityId.id);
        if (!path) return [];
        return [{
            id: `entity-${entityId.id}`,
            group: 'entities',
            label: String(latest.ENTITY_FIELD?.name?.value ?? ''),
            detail: translate(entityTypeNameKey(entityId.entityType)),
            icon: MENU_ICONS[ENTITY_ICONS.get(entityId.entityType) ?? 'folder'],
            command: { type: 'navigate', path },
        } satisfies PaletteItem];
    });

/**
 * Finds entities by name for the palette: one call per type the person may list, in parallel
 * (the server answers only what the role may see); a type whose call fails is left out.
 */
/** A type whose call has not answered by then is left out like a failed one: an Enter waiting for the results must not wait forever. */
export const ENTITY_SEARCH_TIME_LIMIT_MS = 8_000;

/** A signal that aborts with `signal` or after `ms`; `done` stops the clock. */
const limitedSignal = (signal: AbortSignal | undefined, ms: number) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ms);
    signal?.addEventListener('abort', () => controller.abort(), { once: true });
    return { signal: controller.signal, done: () => clearTimeout(timer) };
};

export async function searchEntities(
    http: HttpClient,
    { types, text, pageSize, signal }: { types: readonly EntityType[]; text: string | null; pageSize: number; signal?: AbortSignal },
    translate: Translate
): Promise<PaletteItem[]> {
    const pages = await Promise.all(
        types.map(type => {
            const limited = limitedSignal(signal, ENTITY_SEARCH_TIME_LIMIT_MS);
            return http
                .request<PageData_EntityData>('/api/entitiesQuery/find', {
                    method: 'POST',
                    body: entitySearchQuery(type, text, pageSize),
                    signal: limited.signal,
                    ignoreErrors: true,
                    ignoreLoading: true,
                })
                .catch(() => null)
                .finally(limited.done);
        })
    );
    return pages.flatMap(page => (page ? entityItems(page, translate) : []));
}
