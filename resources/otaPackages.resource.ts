import { additionalInfoField, createdTimeField, defineResource, descriptionInfoField, idField, tenantIdField, textField } from './kernel';

export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;

export const otaPackages = defineResource({
    name: 'otaPackages',
    singular: 'otaPackage',
    route: 'otaUpdates',
    entityType: 'OTA_PACKAGE',
    titleField: 'title',
    fields: {
        id: idField('OTA_PACKAGE'),
        createdTime: createdTimeField,
        tenantId: tenantIdField,
        title: {
            ...textField('title'),
            schema: { type: 'string', maxLength: 255 },
            required: { message: 'OtaPackage title should be specified!' },
            ui: { widget: 'text', requiredKey: 'ota-update.title-required' },
        },
        version: {
            ...textField('version'),
            schema: { type: 'string', maxLength: 255 },
            required: { message: 'OtaPackage version should be specified!' },
            ui: { widget: 'text', requiredKey: 'ota-update.version-required' },
        },
        tag: textField('tag', { ui: { widget: 'text' } }),
        deviceProfileId: {
            schema: { type: 'object' },
            column: 'device_profile_id',
            storage: 'entityId',
            references: 'DEVICE_PROFILE',
            required: { message: 'OtaPackage should be assigned to device profile!' },
            ui: { widget: 'reference', reference: 'deviceProfiles', requiredKey: 'device-profile.device-profile-required' },
        },
        type: {
            schema: { type: 'string', enum: ['FIRMWARE', 'SOFTWARE'] },
            column: 'type',
            required: { message: 'Type should be specified!' },
            ui: { widget: 'select' },
        },
        url: { ...textField('url'), schema: { type: ['string', 'null'], format: 'uri' }, ui: { widget: 'text' } },
        hasData: { schema: { type: 'boolean', readOnly: true }, column: 'has_data', storage: 'boolean', ui: { readOnly: true } },
        fileName: { schema: { type: ['string', 'null'], readOnly: true }, column: 'file_name', ui: { readOnly: true } },
        contentType: { schema: { type: ['string', 'null'], readOnly: true }, column: 'content_type', ui: { readOnly: true } },
        checksumAlgorithm: { schema: { type: ['string', 'null'], enum: CHECKSUM_ALGORITHMS }, column: 'checksum_algorithm', ui: { widget: 'select' } },
        checksum: { schema: { type: ['string', 'null'] }, column: 'checksum', ui: { widget: 'text' } },
        dataSize: { schema: { type: ['integer', 'null'], readOnly: true }, column: 'data_size', ui: { readOnly: true } },
        additionalInfo: additionalInfoField,
        'additionalInfo.description': descriptionInfoField,
    },
    list: {
        columns: [
            { field: 'createdTime' }, { field: 'title' }, { field: 'version' }, { field: 'type' }, { field: 'url' },
            { field: 'fileName' }, { field: 'dataSize' }, { field: 'checksum' },
        ],
    },
    sortMap: {
        createdTime: 'createdTime', type: 'type', title: 'title', version: 'version', tag: 'tag', url: 'url',
        fileName: 'fileName', dataSize: 'dataSize', checksum: 'checksum',
    },
    search: { fields: ['title'] },
    endpoints: {
        info: 'GET /api/otaPackage/info/{otaPackageId}',
        tenant: { list: 'GET /api/otaPackages' },
    },
    scopeOf: { TENANT_ADMIN: 'tenant' },
    permissions: { TENANT_ADMIN: ['list', 'show', 'create', 'edit', 'delete', 'upload'] },
    helpId: 'otaUpdates',
    menu: { order: 70, icon: 'memory', label: 'ota-update.ota-updates' },
    server: { table: 'ota_package', tenantColumn: 'tenant_id' },
});
