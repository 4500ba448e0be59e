import { createdTimeField, defineResource, idField, tenantIdField } from '../../resources/kernel';

/**
 * The API_USAGE_STATE entity as the server's generic access sees it: a tenant's row, readable by
 * its tenant administrator, so its telemetry reads and the `apiUsageState` entity filter go through
 * the same guard as every entity. Server-only: the console has no list or form for it, so it is not
 * in the registry.
 */
export const apiUsageStates = defineResource({
    name: 'apiUsageStates',
    singular: 'apiUsageState',
    entityType: 'API_USAGE_STATE',
    titleField: 'id',
    fields: {
        id: idField('API_USAGE_STATE'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        transportState: { schema: { type: 'string', readOnly: true }, column: 'transport_state' },
        dbStorageState: { schema: { type: 'string', readOnly: true }, column: 'db_storage_state' },
        reExecState: { schema: { type: 'string', readOnly: true }, column: 're_exec_state' },
        jsExecState: { schema: { type: 'string', readOnly: true }, column: 'js_exec_state' },
        emailExecState: { schema: { type: 'string', readOnly: true }, column: 'email_exec_state' },
        smsExecState: { schema: { type: 'string', readOnly: true }, column: 'sms_exec_state' },
        alarmExecState: { schema: { type: 'string', readOnly: true }, column: 'alarm_exec_state' },
    },
    list: { columns: [] },
    sortMap: {},
    search: { fields: [] },
    endpoints: {},
    scopeOf: { TENANT_ADMIN: 'tenant' },
    permissions: { TENANT_ADMIN: ['show'] },
    helpId: '',
    menu: { order: 0, icon: 'insert_chart', unlinked: true },
    server: { table: 'api_usage_state', tenantColumn: 'tenant_id' },
});
