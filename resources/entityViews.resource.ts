import {
    additionalInfoField, createdTimeField, customerIdField, customerInfoFields, customerJoin, defineResource,
    descriptionInfoField, idField, nameField, tenantIdField, textField,
} from './kernel';

export const entityViews = defineResource({
    name: 'entityViews',
    singular: 'entityView',
    entityType: 'ENTITY_VIEW',
    titleField: 'name',
    fields: {
        id: idField('ENTITY_VIEW'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        customerId: customerIdField,
        name: nameField('name', 'Entity view', { unique: true, requiredKey: 'entity-view.name-required' }),
        type: { ...textField('type'), required: { message: 'Entity View type should be specified!' }, ui: { widget: 'subtype', requiredKey: 'entity-view.entity-view-type-required' } },
        entityId: {
            schema: { type: 'object' },
            column: 'entity_id',
            storage: 'entityId',
            typeColumn: 'entity_type',
            required: { message: 'Entity view entity id should be specified!' },
            ui: { widget: 'reference', requiredKey: 'entity.entity-required' },
        },
        keys: { schema: { type: ['object', 'null'] }, column: 'keys', storage: 'json', ui: { widget: 'json' } },
        startTimeMs: { schema: { type: 'integer' }, column: 'start_ts', ui: { widget: 'number' } },
        endTimeMs: { schema: { type: 'integer' }, column: 'end_ts', ui: { widget: 'number' } },
        ...customerInfoFields,
        additionalInfo: additionalInfoField,
        'additionalInfo.description': descriptionInfoField,
    },
    list: {
        columns: [{ field: 'createdTime' }, { field: 'name' }, { field: 'type' }, { field: 'customerTitle' }, { field: 'customerIsPublic', sortable: false }],
    },
    sortMap: { createdTime: 'createdTime', name: 'name', type: 'type', customerTitle: 'customerTitle' },
    search: { fields: ['name'] },
    endpoints: {
        info: 'GET /api/entityView/info/{entityViewId}',
        tenant: {
            list: 'GET /api/tenant/entityViewInfos',
            plain: 'GET /api/tenant/entityViews',
            nested: [{ parent: 'customers', list: 'GET /api/customer/{customerId}/entityViewInfos', plain: 'GET /api/customer/{customerId}/entityViews' }],
        },
        customer: { list: 'GET /api/customer/{customerId}/entityViewInfos', plain: 'GET /api/customer/{customerId}/entityViews' },
        filters: ['type'],
    },
    scopeOf: { TENANT_ADMIN: 'tenant', CUSTOMER_USER: 'customer' },
    permissions: {
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'assign', 'share'],
        CUSTOMER_USER: ['list', 'show'],
    },
    menu: { order: 80, icon: 'view_quilt', label: 'entity-view.entity-views' },
    server: { table: 'entity_view', tenantColumn: 'tenant_id', customerColumn: 'customer_id', joins: customerJoin },
});
