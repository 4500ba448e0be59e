import type { AliasEntityId, EntityAlias, EntityAliasFilter, EntityAliasFilterType } from '../../model/dashboardConfig';
import { uniqueNameError } from '../uniqueName';

/** The 15 alias filter types of part2 §3.11, in ThingsBoard's menu order, with their i18n labels. */
export const ALIAS_FILTER_TYPE_LABELS: Readonly<Record<EntityAliasFilterType, string>> = {
    singleEntity: 'alias.filter-type-single-entity',
    entityList: 'alias.filter-type-entity-list',
    entityName: 'alias.filter-type-entity-name',
    entityType: 'alias.filter-type-entity-type',
    stateEntity: 'alias.filter-type-state-entity',
    assetType: 'alias.filter-type-asset-type',
    deviceType: 'alias.filter-type-device-type',
    edgeType: 'alias.filter-type-edge-type',
    entityViewType: 'alias.filter-type-entity-view-type',
    apiUsageState: 'alias.filter-type-apiUsageState',
    relationsQuery: 'alias.filter-type-relations-query',
    assetSearchQuery: 'alias.filter-type-asset-search-query',
    deviceSearchQuery: 'alias.filter-type-device-search-query',
    edgeSearchQuery: 'alias.filter-type-edge-search-query',
    entityViewSearchQuery: 'alias.filter-type-entity-view-search-query',
};

export const ALIAS_FILTER_TYPES = Object.keys(ALIAS_FILTER_TYPE_LABELS) as EntityAliasFilterType[];

/** Types that always stand for one entity: ThingsBoard hides 'resolve as multiple entities' for them. */
const SINGLE_ENTITY_TYPES: ReadonlySet<EntityAliasFilterType> = new Set(['singleEntity', 'stateEntity', 'apiUsageState']);
export const canResolveMultiple = (type: EntityAliasFilterType): boolean => !SINGLE_ENTITY_TYPES.has(type);

/** A subtype filter: its type field, its name-prefix field and where the known types come from. */
export interface SubtypeFilterFields {
    typeField: string;
    nameField: string;
    /** `/api/{singular}/types` lists the tenant's types. */
    singular: string;
    typeLabel: string;
    typeRequired: string;
}

export const SUBTYPE_FILTERS: Readonly<Partial<Record<EntityAliasFilterType, SubtypeFilterFields>>> = {
    assetType: { typeField: 'assetType', nameField: 'assetNameFilter', singular: 'asset', typeLabel: 'asset.asset-type', typeRequired: 'asset.asset-type-required' },
    deviceType: { typeField: 'deviceType', nameField: 'deviceNameFilter', singular: 'device', typeLabel: 'device.device-type', typeRequired: 'device.device-type-required' },
    edgeType: { typeField: 'edgeType', nameField: 'edgeNameFilter', singular: 'edge', typeLabel: 'edge.edge-type', typeRequired: 'edge.edge-type-required' },
    entityViewType: { typeField: 'entityViewType', nameField: 'entityViewNameFilter', singular: 'entityView', typeLabel: 'entity-view.entity-view-type', typeRequired: 'entity-view.entity-view-type-required' },
};

/** A search query: the field listing the subtypes it looks for, and their source. */
export interface SearchQueryFields {
    typesField: string;
    singular: string;
    typesLabel: string;
}

export const SEARCH_QUERY_FILTERS: Readonly<Partial<Record<EntityAliasFilterType, SearchQueryFields>>> = {
    assetSearchQuery: { typesField: 'assetTypes', singular: 'asset', typesLabel: 'asset.asset-types' },
    deviceSearchQuery: { typesField: 'deviceTypes', singular: 'device', typesLabel: 'device.device-types' },
    edgeSearchQuery: { typesField: 'edgeTypes', singular: 'edge', typesLabel: 'edge.edge-types' },
    entityViewSearchQuery: { typesField: 'entityViewTypes', singular: 'entityView', typesLabel: 'entity-view.entity-view-types' },
};

/** Relation walks share their root, direction and depth fields. */
export const isRelationWalkType = (type: EntityAliasFilterType): boolean => type === 'relationsQuery' || type in SEARCH_QUERY_FILTERS;

const RELATION_WALK_DEFAULTS = {
    rootStateEntity: false,
    stateEntityParamName: null,
    defaultStateEntity: null,
    rootEntity: null,
    direction: 'FROM',
    maxLevel: 1,
    fetchLastLevelOnly: false,
} as const;

/** A fresh filter of a type, with ThingsBoard's defaults (entity-filter.component's type change). */
export function newAliasFilter(type: EntityAliasFilterType): EntityAliasFilter {
    const resolveMultiple = canResolveMultiple(type);
    const subtype = SUBTYPE_FILTERS[type];
    if (subtype) return { type, resolveMultiple, [subtype.typeField]: '', [subtype.nameField]: '' } as EntityAliasFilter;
    const search = SEARCH_QUERY_FILTERS[type];
    if (search) return { type, resolveMultiple, ...RELATION_WALK_DEFAULTS, relationType: null, [search.typesField]: [] } as EntityAliasFilter;
    const defaults: Partial<Record<EntityAliasFilterType, Record<string, unknown>>> = {
        singleEntity: { singleEntity: null },
        entityList: { entityType: '', entityList: [] },
        entityName: { entityType: '', entityNameFilter: '' },
        entityType: { entityType: '' },
        stateEntity: { stateEntityParamName: null, defaultStateEntity: null },
        apiUsageState: {},
        relationsQuery: { ...RELATION_WALK_DEFAULTS, filters: [] },
    };
    return { type, resolveMultiple, ...defaults[type] } as EntityAliasFilter;
}

/** The filter's fields as a plain record: the editors read and write them by name. */
export const filterFields = (filter: EntityAliasFilter): Record<string, unknown> => filter as Record<string, unknown>;

const isBlank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const hasEntity = (value: unknown): boolean => {
    const entity = value as AliasEntityId | null | undefined;
    return !!entity?.entityType && !!entity.id;
};

/**
 * What a filter still lacks, as {field: i18n key}: empty when it can be saved. The required fields
 * follow ThingsBoard's entity filter form.
 */
export function aliasFilterErrors(filter: EntityAliasFilter): Record<string, string> {
    const fields = filterFields(filter);
    const errors: Record<string, string> = {};
    const require = (field: string, message: string, missing = isBlank(fields[field])) => {
        if (missing) errors[field] = message;
    };
    const subtype = SUBTYPE_FILTERS[filter.type];
    if (subtype) require(subtype.typeField, subtype.typeRequired);
    if (filter.type === 'singleEntity') require('singleEntity', 'entity.entity-required', !hasEntity(fields.singleEntity));
    if (filter.type === 'entityList' || filter.type === 'entityName' || filter.type === 'entityType') require('entityType', 'entity.type-required');
    if (filter.type === 'entityList') require('entityList', 'entity.entity-list-empty', !Array.isArray(fields.entityList) || fields.entityList.length === 0);
    if (filter.type === 'entityName') require('entityNameFilter', 'alias.name-starts-with-required');
    if (isRelationWalkType(filter.type)) {
        if (fields.rootStateEntity !== true) require('rootEntity', 'alias.root-entity-required', !hasEntity(fields.rootEntity));
        const level = fields.maxLevel;
        if (!isBlank(level) && (!Number.isInteger(level) || (level as number) < 1)) errors.maxLevel = 'alias.max-relation-level-invalid';
    }
    return errors;
}

/** Why an alias cannot be saved, by field ('alias' for its name, 'filter' for its filter); empty when it can. */
export function aliasErrors(alias: Pick<EntityAlias, 'id' | 'alias' | 'filter'>, others: readonly EntityAlias[]): Record<string, string> {
    const errors: Record<string, string> = {};
    const nameError = uniqueNameError(alias, item => item.alias, others, { required: 'alias.name-required', duplicate: 'alias.duplicate-alias', ignoreCase: true });
    if (nameError) errors.alias = nameError;
    if (Object.keys(aliasFilterErrors(alias.filter)).length > 0) errors.filter = 'alias.filter-incomplete';
    return errors;
}

/** A new alias id: ThingsBoard uses uuids. */
export const newAliasId = (): string => crypto.randomUUID();
