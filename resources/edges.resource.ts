import {
    additionalInfoField, createdTimeField, customerIdField, customerInfoFields, customerJoin, defineResource,
    descriptionInfoField, idField, nameField, tenantIdField, textField,
} from './kernel';

export const edges = defineResource({
    name: 'edges',
    singular: 'edge',
    route: 'edgeInstances',
    entityType: 'EDGE',
    titleField: 'name',
    fields: {
        id: idField('EDGE'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        customerId: customerIdField,
        rootRuleChainId: { schema: { type: ['object', 'null'] }, column: 'root_rule_chain_id', storage: 'entityId', references: 'RULE_CHAIN', ui: { hidden: true } },
        name: nameField('name', 'Edge', { unique: true, requiredKey: 'edge.name-required' }),
        type: { ...textField('type'), required: { message: 'Edge type should be specified!' }, ui: { widget: 'subtype', requiredKey: 'edge.edge-type-required' } },
        label: textField('label', { ui: { widget: 'text' } }),
        routingKey: { ...textField('routing_key'), ui: { widget: 'text' } },
        secret: { ...textField('secret'), ui: { widget: 'text' } },
        ...customerInfoFields,
        additionalInfo: additionalInfoField,
        'additionalInfo.description': descriptionInfoField,
    },
    list: {
        columns: [
            { field: 'createdTime' }, { field: 'name' }, { field: 'type' }, { field: 'label' },
            { field: 'customerTitle' }, { field: 'customerIsPublic', sortable: false },
        ],
    },
    sortMap: { createdTime: 'createdTime', name: 'name', type: 'type', label: 'label', customerTitle: 'customerTitle' },
    search: { fields: ['name'] },
    endpoints: {
        info: 'GET /api/edge/info/{edgeId}',
        byIds: { call: 'GET /api/edges', param: 'edgeIds' },
        bulkImport: 'POST /api/edge/bulk_import',
        tenant: {
            list: 'GET /api/tenant/edgeInfos',
            plain: 'GET /api/tenant/edges',
            nested: [{ parent: 'customers', list: 'GET /api/customer/{customerId}/edgeInfos', plain: 'GET /api/customer/{customerId}/edges' }],
        },
        customer: { list: 'GET /api/customer/{customerId}/edgeInfos', plain: 'GET /api/customer/{customerId}/edges' },
        filters: ['type'],
    },
    scopeOf: { TENANT_ADMIN: 'tenant', CUSTOMER_USER: 'customer' },
    permissions: {
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'assign', 'share'],
        CUSTOMER_USER: ['list', 'show'],
    },
    menu: { order: 90, icon: 'router', label: 'edge.edge-instances', group: 'edgeManagement', edgesOnly: true },
    server: { table: 'edge', tenantColumn: 'tenant_id', customerColumn: 'customer_id', joins: customerJoin },
});
