import {
    additionalInfoField, createdTimeField, customerIdField, customerInfoFields, customerJoin, defineResource,
    descriptionInfoField, idField, nameField, tenantIdField, textField,
} from './kernel';

export const assets = defineResource({
    name: 'assets',
    singular: 'asset',
    entityType: 'ASSET',
    titleField: 'name',
    fields: {
        id: idField('ASSET'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        customerId: customerIdField,
        name: nameField('name', 'Asset', { unique: true, requiredKey: 'asset.name-required' }),
        type: { ...textField('type'), required: { message: 'Asset type should be specified!' }, ui: { widget: 'subtype', requiredKey: 'asset.asset-type-required' } },
        label: textField('label', { ui: { widget: 'text' } }),
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
        info: 'GET /api/asset/info/{assetId}',
        byIds: { call: 'GET /api/assets', param: 'assetIds' },
        bulkImport: 'POST /api/asset/bulk_import',
        tenant: {
            list: 'GET /api/tenant/assetInfos',
            plain: 'GET /api/tenant/assets',
            nested: [{ parent: 'customers', list: 'GET /api/customer/{customerId}/assetInfos', plain: 'GET /api/customer/{customerId}/assets' }],
        },
        customer: { list: 'GET /api/customer/{customerId}/assetInfos', plain: 'GET /api/customer/{customerId}/assets' },
        filters: ['type'],
    },
    scopeOf: { TENANT_ADMIN: 'tenant', CUSTOMER_USER: 'customer' },
    permissions: {
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'assign', 'share'],
        CUSTOMER_USER: ['list', 'show'],
    },
    menu: { order: 40, icon: 'domain', label: 'asset.assets' },
    server: { table: 'asset', tenantColumn: 'tenant_id', customerColumn: 'customer_id', joins: customerJoin },
});
