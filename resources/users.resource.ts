import { additionalInfoField, createdTimeField, customerIdField, defineResource, descriptionInfoField, idField, tenantIdField, textField } from './kernel';

export const users = defineResource({
    name: 'users',
    singular: 'user',
    entityType: 'USER',
    titleField: 'email',
    fields: {
        id: idField('USER'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        customerId: customerIdField,
        email: {
            schema: { type: 'string', maxLength: 255, format: 'email' },
            column: 'email',
            required: { message: 'User email should be specified!' },
            ui: { widget: 'email', requiredKey: 'user.email-required' },
        },
        name: { schema: { type: 'string', readOnly: true }, mirrors: 'email', ui: { hidden: true } },
        authority: {
            schema: { type: 'string', enum: ['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER'] },
            column: 'authority',
            required: { message: "User authority isn't defined!" },
            ui: { hidden: true },
        },
        firstName: textField('first_name', { ui: { widget: 'text' } }),
        lastName: textField('last_name', { ui: { widget: 'text' } }),
        additionalInfo: additionalInfoField,
        'additionalInfo.description': descriptionInfoField,
        'additionalInfo.defaultDashboardId': { schema: { type: 'string', format: 'uuid' }, ui: { widget: 'reference', reference: 'dashboards' } },
        'additionalInfo.defaultDashboardFullscreen': { schema: { type: 'boolean' }, ui: { widget: 'boolean' } },
        // The user's own home dashboard, before the customer's and the tenant's (GET /api/dashboard/home).
        'additionalInfo.homeDashboardId': { schema: { type: 'string', format: 'uuid' }, ui: { widget: 'reference', reference: 'dashboards' } },
        'additionalInfo.homeDashboardHideToolbar': { schema: { type: 'boolean' }, ui: { widget: 'boolean' } },
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'firstName' }, { field: 'lastName' }, { field: 'email' }] },
    sortMap: { createdTime: 'createdTime', firstName: 'firstName', lastName: 'lastName', email: 'email' },
    search: { fields: ['email'] },
    endpoints: {
        sysadmin: { list: 'GET /api/users', nested: [{ parent: 'tenants', list: 'GET /api/tenant/{tenantId}/users', where: { authority: 'TENANT_ADMIN' }, parentUnchecked: true }] },
        tenant: { list: 'GET /api/users', nested: [{ parent: 'customers', list: 'GET /api/customer/{customerId}/users' }] },
    },
    scopeOf: { SYS_ADMIN: 'sysadmin', TENANT_ADMIN: 'tenant' },
    permissions: {
        SYS_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'manageAccount'],
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'manageAccount'],
        // Everyone reads and edits their own account (the profile page).
        CUSTOMER_USER: ['show', 'edit'],
    },
    menu: { order: 35, icon: 'account_circle', label: 'user.users', unlinked: true },
    server: {
        table: 'tb_user',
        tenantColumn: 'tenant_id',
        customerColumn: 'customer_id',
        sysadminReadsAllTenants: true,
        // The sysadmin manages tenant admins; a tenant admin its tenant's users; everyone themselves.
        accounts: { authorityColumn: 'authority', manages: { SYS_ADMIN: ['TENANT_ADMIN'], TENANT_ADMIN: ['TENANT_ADMIN', 'CUSTOMER_USER'] } },
    },
});
