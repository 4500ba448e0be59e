import {
    additionalInfoField, createdTimeField, customerIdField, customerInfoFields, customerJoin, defineResource,
    descriptionInfoField, idField, nameField, tenantIdField, textField,
} from './kernel';

export const devices = defineResource({
    name: 'devices',
    singular: 'device',
    entityType: 'DEVICE',
    titleField: 'name',
    fields: {
        id: idField('DEVICE'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        customerId: customerIdField,
        name: nameField('name', 'Device', { unique: true, requiredKey: 'device.name-required' }),
        type: { ...textField('type'), ui: { hidden: true } },
        label: textField('label', { ui: { widget: 'text' } }),
        deviceProfileId: {
            schema: { type: 'object' },
            column: 'device_profile_id',
            storage: 'entityId',
            references: 'DEVICE_PROFILE',
            ui: { widget: 'reference', reference: 'deviceProfiles', requiredKey: 'device-profile.device-profile-required' },
        },
        deviceProfileName: { schema: { type: 'string', readOnly: true }, joined: 'p.name', ui: { readOnly: true } },
        deviceData: { schema: { type: 'object' }, column: 'device_data', storage: 'json', ui: { hidden: true } },
        firmwareId: { schema: { type: ['object', 'null'] }, column: 'firmware_id', storage: 'entityId', references: 'OTA_PACKAGE', ui: { hidden: true } },
        softwareId: { schema: { type: ['object', 'null'] }, column: 'software_id', storage: 'entityId', references: 'OTA_PACKAGE', ui: { hidden: true } },
        ...customerInfoFields,
        additionalInfo: additionalInfoField,
        'additionalInfo.gateway': { schema: { type: 'boolean' }, ui: { widget: 'boolean' } },
        'additionalInfo.overwriteActivityTime': { schema: { type: 'boolean' }, ui: { widget: 'boolean' } },
        'additionalInfo.description': descriptionInfoField,
    },
    list: {
        columns: [
            { field: 'createdTime' }, { field: 'name' }, { field: 'deviceProfileName' }, { field: 'label' },
            { field: 'customerTitle' }, { field: 'customerIsPublic', sortable: false }, { field: 'additionalInfo.gateway', sortable: false },
        ],
    },
    sortMap: { createdTime: 'createdTime', name: 'name', deviceProfileName: 'deviceProfileName', label: 'label', customerTitle: 'customerTitle' },
    search: { fields: ['name', 'label', 'deviceProfileName', 'customerTitle'], whenFiltered: ['name', 'label', 'customerTitle'] },
    endpoints: {
        info: 'GET /api/device/info/{deviceId}',
        byIds: { call: 'GET /api/devices', param: 'deviceIds' },
        bulkImport: 'POST /api/device/bulk_import',
        tenant: {
            list: 'GET /api/tenant/deviceInfos',
            plain: 'GET /api/tenant/devices',
            nested: [{ parent: 'customers', list: 'GET /api/customer/{customerId}/deviceInfos', plain: 'GET /api/customer/{customerId}/devices' }],
        },
        customer: { list: 'GET /api/customer/{customerId}/deviceInfos', plain: 'GET /api/customer/{customerId}/devices' },
        filters: ['type', 'deviceProfileId'],
    },
    scopeOf: { TENANT_ADMIN: 'tenant', CUSTOMER_USER: 'customer' },
    permissions: {
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'assign', 'share', 'credentials'],
        CUSTOMER_USER: ['list', 'show', 'credentials'],
    },
    menu: { order: 50, icon: 'devices_other', label: 'device.devices' },
    server: {
        table: 'device',
        tenantColumn: 'tenant_id',
        customerColumn: 'customer_id',
        joins: { ...customerJoin, p: { table: 'device_profile', on: 'device_profile_id' } },
    },
});
