import { createdTimeField, defineResource, idField, nameField, textField } from './kernel';

export const tenantProfiles = defineResource({
    name: 'tenantProfiles',
    singular: 'tenantProfile',
    entityType: 'TENANT_PROFILE',
    titleField: 'name',
    fields: {
        id: idField('TENANT_PROFILE'),
        createdTime: createdTimeField,
        name: nameField('name', 'Tenant profile', { unique: true, requiredKey: 'tenant-profile.name-required' }),
        description: { ...textField('description'), schema: { type: ['string', 'null'] }, ui: { widget: 'textarea', multiline: true } },
        default: { schema: { type: 'boolean', readOnly: true }, column: 'is_default', storage: 'boolean', ui: { readOnly: true } },
        isolatedTbCore: { schema: { type: 'boolean' }, column: 'isolated_tb_core', storage: 'boolean', ui: { widget: 'boolean' } },
        isolatedTbRuleEngine: { schema: { type: 'boolean' }, column: 'isolated_tb_rule_engine', storage: 'boolean', ui: { widget: 'boolean' } },
        profileData: { schema: { type: 'object' }, column: 'profile_data', storage: 'json', ui: { widget: 'json' } },
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'name' }, { field: 'description' }, { field: 'default' }] },
    sortMap: { createdTime: 'createdTime', name: 'name', description: 'description', default: 'isDefault' },
    search: { fields: ['name'] },
    endpoints: { sysadmin: { list: 'GET /api/tenantProfiles' } },
    scopeOf: { SYS_ADMIN: 'sysadmin' },
    permissions: { SYS_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'setDefault'] },
    menu: { order: 15, icon: 'badge', label: 'tenant-profile.tenant-profiles' },
    server: { table: 'tenant_profile' },
});
