import { createdTimeField, defineResource, idField, nameField, tenantIdField, textField } from './kernel';

export const widgetsBundles = defineResource({
    name: 'widgetsBundles',
    singular: 'widgetsBundle',
    route: 'widgets-bundles',
    entityType: 'WIDGETS_BUNDLE',
    titleField: 'title',
    fields: {
        id: idField('WIDGETS_BUNDLE'),
        createdTime: createdTimeField,
        tenantId: { ...tenantIdField, ui: { readOnly: true } },
        alias: { schema: { type: 'string', readOnly: true }, column: 'alias', ui: { readOnly: true } },
        title: nameField('title', 'Widgets bundle', { field: 'title', requiredKey: 'widgets-bundle.title-required' }),
        image: { schema: { type: ['string', 'null'], format: 'data-url' }, column: 'image', ui: { widget: 'image' } },
        description: { ...textField('description'), schema: { type: ['string', 'null'], maxLength: 255 }, ui: { widget: 'textarea', multiline: true } },
    },
    // ThingsBoard lists widget bundles by title (its table's default sort).
    list: { columns: [{ field: 'createdTime' }, { field: 'title' }, { field: 'tenantId' }], defaultSort: { field: 'title', order: 'ASC' } },
    sortMap: { createdTime: 'createdTime', title: 'title', tenantId: 'tenantId' },
    search: { fields: ['title'] },
    endpoints: {
        sysadmin: { list: 'GET /api/widgetsBundles' },
        tenant: { list: 'GET /api/widgetsBundles' },
        customer: { list: 'GET /api/widgetsBundles' },
    },
    scopeOf: { SYS_ADMIN: 'sysadmin', TENANT_ADMIN: 'tenant', CUSTOMER_USER: 'customer' },
    permissions: {
        SYS_ADMIN: ['list', 'show', 'create', 'edit', 'delete'],
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete'],
        CUSTOMER_USER: ['list', 'show'],
    },
    menu: { order: 100, icon: 'widgets', label: 'widget.widget-library', authorities: ['SYS_ADMIN', 'TENANT_ADMIN'] },
    server: { table: 'widgets_bundle', tenantColumn: 'tenant_id', systemRows: true },
});
