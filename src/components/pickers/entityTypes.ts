import { NULL_UUID, type Authority, type EntityType } from '../../../resources/kernel';

export { NULL_UUID, type EntityType };

/** Aliases resolved at run time to the signed-in user's own entities. */
export const ALIAS_ENTITY_TYPES = ['CURRENT_CUSTOMER', 'CURRENT_TENANT', 'CURRENT_USER', 'CURRENT_USER_OWNER'] as const;

export type AliasEntityType = (typeof ALIAS_ENTITY_TYPES)[number];
export type AnyEntityType = EntityType | AliasEntityType;

/** Aliases that name one fixed entity: no entity picker is shown, the id is the null uuid. */
export const ALIASES_WITHOUT_PICKER: ReadonlySet<string> = new Set(['CURRENT_TENANT', 'CURRENT_USER', 'CURRENT_USER_OWNER']);

interface EntityTypeTexts {
    /** The type's display name ('Device'). */
    name: string;
    /** Shown when an entity of this type is required and none is picked. */
    required?: string;
    /** Shown when a search finds nothing; takes %{entity}, the searched text. */
    noMatching?: string;
}

/** ThingsBoard's translation keys per entity type (entity.type-*, <type>.<type>-required, …). */
export const ENTITY_TYPE_TEXTS: Readonly<Record<AnyEntityType, EntityTypeTexts>> = {
    TENANT: { name: 'entity.type-tenant', required: 'tenant.tenant-required', noMatching: 'tenant.no-tenants-matching' },
    TENANT_PROFILE: { name: 'entity.type-tenant-profile', required: 'tenant-profile.tenant-profile-required', noMatching: 'tenant-profile.no-tenant-profiles-matching' },
    CUSTOMER: { name: 'entity.type-customer', required: 'customer.customer-required', noMatching: 'customer.no-customers-matching' },
    USER: { name: 'entity.type-user', required: 'user.user-required', noMatching: 'user.no-users-matching' },
    DASHBOARD: { name: 'entity.type-dashboard', required: 'dashboard.dashboard-required', noMatching: 'dashboard.no-dashboards-matching' },
    ASSET: { name: 'entity.type-asset', required: 'asset.asset-required', noMatching: 'asset.no-assets-matching' },
    DEVICE: { name: 'entity.type-device', required: 'device.device-required', noMatching: 'device.no-devices-matching' },
    DEVICE_PROFILE: { name: 'entity.type-device-profile', required: 'device-profile.device-profile-required', noMatching: 'device-profile.no-device-profiles-matching' },
    ALARM: { name: 'entity.type-alarm', required: 'alarm.alarm-required', noMatching: 'alarm.no-alarms-matching' },
    RULE_CHAIN: { name: 'entity.type-rulechain', required: 'rulechain.rulechain-required', noMatching: 'rulechain.no-rulechains-matching' },
    RULE_NODE: { name: 'entity.type-rulenode', required: 'rulenode.rulenode-required', noMatching: 'rulenode.no-rulenodes-matching' },
    EDGE: { name: 'entity.type-edge', required: 'edge.edge-required', noMatching: 'edge.no-edges-matching' },
    ENTITY_VIEW: { name: 'entity.type-entity-view', required: 'entity-view.entity-view-required', noMatching: 'entity-view.no-entity-views-matching' },
    WIDGETS_BUNDLE: { name: 'entity.type-widgets-bundle' },
    WIDGET_TYPE: { name: 'entity.type-widgets-type' },
    API_USAGE_STATE: { name: 'entity.type-api-usage-state' },
    TB_RESOURCE: { name: 'entity.type-tb-resource' },
    OTA_PACKAGE: { name: 'entity.type-ota-package' },
    RPC: { name: 'entity.type-rpc' },
    CURRENT_CUSTOMER: { name: 'entity.type-current-customer', required: 'customer.customer-required', noMatching: 'customer.no-customers-matching' },
    CURRENT_TENANT: { name: 'entity.type-current-tenant' },
    CURRENT_USER: { name: 'entity.type-current-user' },
    CURRENT_USER_OWNER: { name: 'entity.type-current-user-owner' },
};

/** Without a type of its own, an entity autocomplete falls back to the generic texts. */
export const GENERIC_ENTITY_TEXTS = { required: 'entity.entity-required', noMatching: 'entity.no-entities-matching' } as const;

export const isKnownEntityType = (type: string): type is AnyEntityType => type in ENTITY_TYPE_TEXTS;

/** The translation key of a type's name, or 'entity.type-unknown' for anything else. */
export const entityTypeNameKey = (type: string): string =>
    isKnownEntityType(type) ? ENTITY_TYPE_TEXTS[type].name : 'entity.type-unknown';

/** What each authority may pick in entity pickers (ThingsBoard's prepareAllowedEntityTypesList). */
const TYPES_BY_AUTHORITY: Readonly<Record<Authority, readonly EntityType[]>> = {
    SYS_ADMIN: ['TENANT'],
    TENANT_ADMIN: ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'TENANT', 'CUSTOMER', 'USER', 'DASHBOARD', 'RULE_CHAIN', 'EDGE'],
    CUSTOMER_USER: ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD', 'EDGE'],
};

const ALIASES_BY_AUTHORITY: Readonly<Record<Authority, readonly AliasEntityType[]>> = {
    SYS_ADMIN: [],
    TENANT_ADMIN: ['CURRENT_CUSTOMER', 'CURRENT_TENANT', 'CURRENT_USER', 'CURRENT_USER_OWNER'],
    CUSTOMER_USER: ['CURRENT_CUSTOMER', 'CURRENT_USER', 'CURRENT_USER_OWNER'],
};

export interface AllowedTypesOptions {
    edgesSupportEnabled?: boolean;
    /** Offer the CURRENT_* aliases too (entity aliases of dashboards). */
    useAliasEntityTypes?: boolean;
    /** An explicit list narrows the authority's list. */
    allowedEntityTypes?: readonly string[];
    /** Take the explicit list as is, whatever the authority may see. */
    ignoreAuthorityFilter?: boolean;
}

/** The entity types a picker offers to this authority (part 2 §6). */
export const allowedEntityTypesFor = (authority: Authority | null | undefined, options: AllowedTypesOptions = {}): string[] => {
    const { edgesSupportEnabled = true, useAliasEntityTypes = false, allowedEntityTypes, ignoreAuthorityFilter = false } = options;
    if (ignoreAuthorityFilter && allowedEntityTypes?.length) return [...allowedEntityTypes];
    const own: string[] = authority
        ? [...TYPES_BY_AUTHORITY[authority], ...(useAliasEntityTypes ? ALIASES_BY_AUTHORITY[authority] : [])]
        : [];
    const offered = own.filter(type => type !== 'EDGE' || edgesSupportEnabled);
    return allowedEntityTypes?.length ? offered.filter(type => allowedEntityTypes.includes(type)) : offered;
};
