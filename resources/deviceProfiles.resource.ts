import { createdTimeField, defineResource, idField, nameField, tenantIdField, textField } from './kernel';

const entityRef = (column: string, references: 'RULE_CHAIN' | 'DASHBOARD' | 'OTA_PACKAGE', reference: string) => ({
    schema: { type: ['object', 'null'] } as const,
    column,
    storage: 'entityId' as const,
    references,
    ui: { widget: 'reference' as const, reference },
});

export const deviceProfiles = defineResource({
    name: 'deviceProfiles',
    singular: 'deviceProfile',
    entityType: 'DEVICE_PROFILE',
    titleField: 'name',
    fields: {
        id: idField('DEVICE_PROFILE'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        name: nameField('name', 'Device profile', { unique: true, requiredKey: 'device-profile.name-required' }),
        description: { ...textField('description'), schema: { type: ['string', 'null'], maxLength: 65535 }, ui: { widget: 'textarea', multiline: true } },
        image: { schema: { type: ['string', 'null'], format: 'data-url' }, column: 'image', ui: { widget: 'image' } },
        default: { schema: { type: 'boolean', readOnly: true }, column: 'is_default', storage: 'boolean', ui: { readOnly: true } },
        type: { schema: { type: 'string', enum: ['DEFAULT', 'SNMP'], default: 'DEFAULT' }, column: 'type', ui: { widget: 'select' } },
        transportType: {
            schema: { type: 'string', enum: ['DEFAULT', 'MQTT', 'COAP', 'LWM2M', 'SNMP'], default: 'DEFAULT' },
            column: 'transport_type',
            ui: { widget: 'select' },
        },
        provisionType: {
            schema: { type: 'string', enum: ['DISABLED', 'ALLOW_CREATE_NEW_DEVICES', 'CHECK_PRE_PROVISIONED_DEVICES'], default: 'DISABLED' },
            column: 'provision_type',
            ui: { widget: 'select' },
        },
        provisionDeviceKey: { schema: { type: ['string', 'null'] }, column: 'provision_device_key', ui: { hidden: true } },
        defaultRuleChainId: entityRef('default_rule_chain_id', 'RULE_CHAIN', 'ruleChains'),
        defaultDashboardId: entityRef('default_dashboard_id', 'DASHBOARD', 'dashboards'),
        defaultQueueName: { schema: { type: ['string', 'null'] }, column: 'default_queue_name', ui: { widget: 'text' } },
        firmwareId: entityRef('firmware_id', 'OTA_PACKAGE', 'otaPackages'),
        softwareId: entityRef('software_id', 'OTA_PACKAGE', 'otaPackages'),
        profileData: { schema: { type: 'object' }, column: 'profile_data', storage: 'json', ui: { hidden: true } },
    },
    list: {
        columns: [{ field: 'createdTime' }, { field: 'name' }, { field: 'type' }, { field: 'transportType' }, { field: 'description' }, { field: 'default' }],
    },
    sortMap: { createdTime: 'createdTime', name: 'name', type: 'type', transportType: 'transportType', description: 'description', default: 'isDefault' },
    search: { fields: ['name'] },
    endpoints: { tenant: { list: 'GET /api/deviceProfiles' } },
    scopeOf: { TENANT_ADMIN: 'tenant' },
    permissions: {
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'setDefault', 'readInfo'],
        // Device details show the profile's name and transport (which credentials it takes).
        CUSTOMER_USER: ['readInfo'],
    },
    menu: { order: 60, icon: 'badge', label: 'device-profile.device-profiles' },
    server: { table: 'device_profile', tenantColumn: 'tenant_id' },
});
