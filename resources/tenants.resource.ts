import {
    additionalInfoField, contactFields, createdTimeField, defineResource, descriptionInfoField, idField, nameField,
} from './kernel';

export const tenants = defineResource({
    name: 'tenants',
    singular: 'tenant',
    entityType: 'TENANT',
    titleField: 'title',
    fields: {
        id: idField('TENANT'),
        createdTime: createdTimeField,
        title: nameField('title', 'Tenant', { field: 'title', requiredKey: 'tenant.title-required' }),
        name: { schema: { type: 'string', readOnly: true }, mirrors: 'title', ui: { hidden: true } },
        region: { schema: { type: 'string', readOnly: true }, column: 'region', ui: { hidden: true } },
        tenantProfileId: {
            schema: { type: 'object' },
            column: 'tenant_profile_id',
            storage: 'entityId',
            references: 'TENANT_PROFILE',
            ui: { widget: 'reference', reference: 'tenantProfiles', requiredKey: 'tenant.tenant-profile-required' },
        },
        tenantProfileName: { schema: { type: 'string', readOnly: true }, joined: 'tp.name', ui: { readOnly: true } },
        ...contactFields,
        additionalInfo: additionalInfoField,
        'additionalInfo.description': descriptionInfoField,
    },
    list: {
        columns: [{ field: 'createdTime' }, { field: 'title' }, { field: 'tenantProfileName' }, { field: 'email' }, { field: 'country' }, { field: 'city' }],
    },
    sortMap: {
        createdTime: 'createdTime', title: 'title', email: 'email', country: 'country', state: 'state', city: 'city',
        address: 'address', address2: 'address2', zip: 'zip', phone: 'phone', tenantProfileName: 'tenantProfileName',
    },
    search: { fields: ['title'] },
    endpoints: {
        info: 'GET /api/tenant/info/{tenantId}',
        sysadmin: { list: 'GET /api/tenantInfos' },
    },
    scopeOf: { SYS_ADMIN: 'sysadmin' },
    permissions: {
        SYS_ADMIN: ['list', 'show', 'create', 'edit', 'delete'],
        // A tenant admin reads its own tenant.
        TENANT_ADMIN: ['show'],
    },
    menu: { order: 10, icon: 'supervisor_account', label: 'tenant.tenants' },
    // A tenant row is owned by itself: the caller's tenantId is the row's id.
    server: { table: 'tenant', tenantColumn: 'id', sysadminReadsAllTenants: true, sysadminScope: 'all', joins: { tp: { table: 'tenant_profile', on: 'tenant_profile_id' } } },
});
