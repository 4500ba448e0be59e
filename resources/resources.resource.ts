import { createdTimeField, defineResource, idField, tenantIdField, textField } from './kernel';

export const RESOURCE_TYPES = ['LWM2M_MODEL', 'PKCS_12', 'JKS'] as const;

/** The resources library (TbResource): LwM2M models and key stores, system-wide or per tenant. */
export const resources = defineResource({
    name: 'resources',
    singular: 'resource',
    route: 'settings/resources-library',
    entityType: 'TB_RESOURCE',
    titleField: 'title',
    fields: {
        id: idField('TB_RESOURCE'),
        createdTime: createdTimeField,
        tenantId: { ...tenantIdField, ui: { readOnly: true } },
        title: {
            ...textField('title'),
            schema: { type: 'string', maxLength: 255 },
            required: { message: 'Resource title should be specified!' },
            ui: { widget: 'text', requiredKey: 'resource.title-required' },
        },
        resourceType: {
            schema: { type: 'string', enum: RESOURCE_TYPES },
            column: 'resource_type',
            required: { message: 'Resource type should be specified!' },
            ui: { widget: 'select' },
        },
        resourceKey: { schema: { type: 'string', readOnly: true }, column: 'resource_key', ui: { readOnly: true } },
        fileName: {
            schema: { type: 'string' },
            column: 'file_name',
            required: { message: 'Resource file name should be specified!' },
            ui: { widget: 'text' },
        },
        data: {
            schema: { type: 'string' },
            column: 'data',
            detailOnly: true,
            required: { message: 'Resource data should be specified!' },
            ui: { widget: 'file' },
        },
    },
    list: { columns: [{ field: 'createdTime' }, { field: 'title' }, { field: 'resourceType' }, { field: 'tenantId' }] },
    sortMap: { createdTime: 'createdTime', title: 'title', resourceType: 'resourceType', tenantId: 'tenantId' },
    search: { fields: ['title'] },
    endpoints: { sysadmin: { list: 'GET /api/resource' }, tenant: { list: 'GET /api/resource' } },
    scopeOf: { SYS_ADMIN: 'sysadmin', TENANT_ADMIN: 'tenant' },
    permissions: {
        SYS_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'upload'],
        TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'upload'],
    },
    menu: { order: 150, icon: 'folder', label: 'resource.resources-library', group: 'settings' },
    server: { table: 'tb_resource', tenantColumn: 'tenant_id', systemRows: true },
});
