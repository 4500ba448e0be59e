import type { DataProvider, RaRecord } from 'react-admin';
import { registry } from '../../../resources';
import type { ResourceDefinition } from '../../../resources/kernel';
import { routeOf } from '../../providers/data/resourceLookup';

/** Entity and subtype searches ask for 50 rows (part 2 §9). */
export const ENTITY_SEARCH_PAGE_SIZE = 50;

/** Aliases searched as the type they stand for. */
const SEARCHED_AS: Readonly<Record<string, string>> = { CURRENT_CUSTOMER: 'CUSTOMER' };

/** The registry entry listing entities of this type, if the console has one. */
export const searchableDefinition = (entityType: string | null | undefined): ResourceDefinition | undefined => {
    if (!entityType) return undefined;
    const type = SEARCHED_AS[entityType] ?? entityType;
    return registry.find(resource => resource.entityType === type);
};

/** What a picker shows for an entity: its title field (title, email) or its name. */
export const entityTitle = (definition: ResourceDefinition | undefined, record: RaRecord | null | undefined): string => {
    if (!record) return '';
    const title = definition ? record[definition.titleField] : undefined;
    return String(title ?? record.name ?? record.id);
};

export interface EntitySearch {
    definition: ResourceDefinition;
    text: string;
    /** Device, asset, edge or entity-view type to narrow to. */
    subType?: string | null;
    pageSize?: number;
}

/** One page of entities whose name starts with the text, sorted by title; a failure gives none (part 2 §7: no loading bar). */
export const searchEntities = async (
    dataProvider: DataProvider,
    { definition, text, subType, pageSize = ENTITY_SEARCH_PAGE_SIZE }: EntitySearch
): Promise<RaRecord[]> => {
    try {
        const filter: Record<string, string> = {};
        if (text) filter.q = text;
        if (subType) filter.type = subType;
        const { data } = await dataProvider.getList(routeOf(definition), {
            pagination: { page: 1, perPage: pageSize },
            sort: { field: definition.titleField, order: 'ASC' },
            filter,
            meta: { ignoreLoading: true },
        });
        return data;
    } catch {
        return [];
    }
};
