import { registry } from '../../resources';
import type { ResourceDefinition } from '../../resources/kernel';

import type { TrashEntityType } from '../../shared/trash/trashEntityTypes';

export { isTrashEntityType, TRASH_ENTITY_TYPES, type TrashEntityType } from '../../shared/trash/trashEntityTypes';

/** Rows of another table that belong to the entity: `where` selects them, `?` standing for its id. */
export interface OwnedRows {
    table: string;
    where: string;
}

/** Every entity's attributes; its telemetry stays in place while it is in the trash. */
const ATTRIBUTES: OwnedRows = { table: 'attribute_kv', where: 'entity_id = ?' };
/** The kept saves of a versioned entity (their triggers drop them with the row). */
const HISTORY: OwnedRows = { table: 'entity_version', where: 'entity_id = ?' };

/** What goes with each kind of entity besides its row, relations and alarms, parents before children. */
export const OWNED_ROWS: Readonly<Record<TrashEntityType | 'USER', readonly OwnedRows[]>> = {
    DASHBOARD: [ATTRIBUTES, HISTORY],
    RULE_CHAIN: [
        ATTRIBUTES,
        HISTORY,
        { table: 'rule_node', where: 'rule_chain_id = ?' },
        { table: 'rule_node_connection', where: 'rule_chain_id = ?' },
        { table: 'rule_node_state', where: 'rule_node_id IN (SELECT id FROM rule_node WHERE rule_chain_id = ?)' },
    ],
    DEVICE: [ATTRIBUTES, { table: 'device_credentials', where: 'device_id = ?' }],
    ASSET: [ATTRIBUTES],
    CUSTOMER: [ATTRIBUTES],
    USER: [ATTRIBUTES, { table: 'user_credentials', where: 'user_id = ?' }],
};

/** Rows elsewhere that named a dashboard or rule chain as a default; the delete empties them, a restore fills them again. */
export interface DefaultReference {
    table: string;
    column: string;
    entityType: string;
}

export const DEFAULT_REFERENCES: Readonly<Partial<Record<TrashEntityType, readonly DefaultReference[]>>> = {
    DASHBOARD: [{ table: 'device_profile', column: 'default_dashboard_id', entityType: 'DEVICE_PROFILE' }],
    RULE_CHAIN: [
        { table: 'device_profile', column: 'default_rule_chain_id', entityType: 'DEVICE_PROFILE' },
        { table: 'edge', column: 'root_rule_chain_id', entityType: 'EDGE' },
    ],
};

/** The tables a customer's assignments live in (a column per entity; dashboards keep a list). */
export const ASSIGNABLE: ReadonlyArray<{ table: string; entityType: string }> = [
    { table: 'device', entityType: 'DEVICE' },
    { table: 'asset', entityType: 'ASSET' },
    { table: 'entity_view', entityType: 'ENTITY_VIEW' },
    { table: 'edge', entityType: 'EDGE' },
];

/** Where an entity of any type lives and what names it, for existence checks and reports. */
export interface EntityTable {
    table: string;
    nameColumn: string;
    /** A tenant may not have two with the same name (devices, assets, customers). */
    uniqueName: boolean;
}

const tableOf = (resource: ResourceDefinition): EntityTable => {
    const title = resource.fields[resource.titleField]!;
    return { table: resource.server.table, nameColumn: title.column!, uniqueName: title.unique !== undefined };
};

export const ENTITY_TABLES: ReadonlyMap<string, EntityTable> = new Map([
    ...registry.map(resource => [resource.entityType, tableOf(resource)] as const),
    ['ALARM', { table: 'alarm', nameColumn: 'type', uniqueName: false }],
    ['WIDGET_TYPE', { table: 'widget_type', nameColumn: 'name', uniqueName: false }],
    ['RULE_NODE', { table: 'rule_node', nameColumn: 'name', uniqueName: false }],
]);
