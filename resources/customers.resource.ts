import {
    additionalInfoField, contactFields, createdTimeField, defineResource, descriptionInfoField, idField, nameField, tenantIdField,
} from './kernel';

export const customers = defineResource({
    name: 'customers',
    singular: 'customer',
    entityType: 'CUSTOMER',
    titleField: 'title',
    fields: {
        id: idField('CUSTOMER'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        title: nameField('title', 'Customer', { unique: true, field: 'title', requiredKey: 'customer.title-required' }),
        name: { schema: { type: 'string', readOnly: true }, mirrors: 'title', ui: { hidden: true } },
        ...contactFields,
        additionalInfo: additionalInfoField,
        'additionalInfo.description': descriptionInfoField,
        // The home dashboard of the customer's users, unless a user has their own (GET /api/dashboard/home).
        'additionalInfo.homeDashboardId': { schema: { type: 'string', format: 'uuid' }, ui: { widget: 'reference', reference: 'dashboards' } },
        'additionalInfo.homeDashboardHideToolbar': { schema: { type: 'boolean' }, ui: { widget: 'boolean' } },
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'title' }, { field: 'email' }, { field: 'country' }, { field: 'city' }] },
    sortMap: { createdTime: 'createdTime', title: 'title', email: 'email', country: 'country', city: 'city' },
    search: { fields: ['title'] },
    endpoints: { tenant: { list: 'GET /api/customers' } },
    scopeOf: { TENANT_ADMIN: 'tenant' },
    permissions: {
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete'],
        // A customer user reads its own customer (title in the app bar, home dashboard).
        CUSTOMER_USER: ['show'],
    },
    menu: { order: 30, icon: 'supervisor_account', label: 'customer.customers' },
    // The customer row is owned by itself: a customer user's customerId is the row's id.
    server: { table: 'customer', tenantColumn: 'tenant_id', customerColumn: 'id' },
});
