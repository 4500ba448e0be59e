import { createdTimeField, defineResource, idField, nameField, tenantIdField } from './kernel';

export const dashboards = defineResource({
    name: 'dashboards',
    singular: 'dashboard',
    entityType: 'DASHBOARD',
    titleField: 'title',
    fields: {
        id: idField('DASHBOARD'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        title: nameField('title', 'Dashboard', { field: 'title', requiredKey: 'dashboard.title-required' }),
        name: { schema: { type: 'string', readOnly: true }, mirrors: 'title', ui: { hidden: true } },
        image: { schema: { type: ['string', 'null'], format: 'data-url' }, column: 'image', ui: { widget: 'image' } },
        assignedCustomers: { schema: { type: ['array', 'null'], readOnly: true }, column: 'assigned_customers', storage: 'json', ui: { readOnly: true } },
        mobileHide: { schema: { type: 'boolean' }, column: 'mobile_hide', storage: 'boolean', ui: { widget: 'boolean' } },
        mobileOrder: { schema: { type: ['integer', 'null'] }, column: 'mobile_order', ui: { widget: 'number' } },
        configuration: { schema: { type: ['object', 'null'] }, column: 'configuration', storage: 'json', detailOnly: true, ui: { hidden: true } },
        'configuration.description': { schema: { type: 'string' }, ui: { widget: 'textarea', multiline: true } },
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'title' }, { field: 'assignedCustomers', sortable: false }] },
    sortMap: { createdTime: 'createdTime', title: 'title' },
    search: { fields: ['title'] },
    endpoints: {
        sysadmin: { nested: [{ parent: 'tenants', list: 'GET /api/tenant/{tenantId}/dashboards' }] },
        tenant: { list: 'GET /api/tenant/dashboards', nested: [{ parent: 'customers', list: 'GET /api/customer/{customerId}/dashboards' }] },
        customer: { list: 'GET /api/customer/{customerId}/dashboards' },
    },
    scopeOf: { TENANT_ADMIN: 'tenant', CUSTOMER_USER: 'customer' },
    permissions: {
        // The sysadmin picks a tenant's home dashboard, so it may list a tenant's dashboards.
        SYS_ADMIN: ['list'],
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'assign', 'share'],
        CUSTOMER_USER: ['list', 'show'],
    },
    menu: { order: 110, icon: 'dashboard', label: 'dashboard.dashboards' },
    // Dashboards are shared with many customers: ownership by customer reads assigned_customers.
    server: { table: 'dashboard', tenantColumn: 'tenant_id', sysadminReadsAllTenants: true, assignedCustomersColumn: 'assigned_customers' },
});
