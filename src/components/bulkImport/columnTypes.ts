import type { components } from '../../../shared/generated/api.gen';

export type ColumnType = components['schemas']['BulkImportColumnType'];
export type ColumnMapping = components['schemas']['BulkImportRequest']['mapping']['columns'][number];
/** The entity kinds that have a bulk import. */
export type ImportEntityType = 'DEVICE' | 'ASSET' | 'EDGE';

/** Column types whose values go under a key the person names (attributes, time series). */
export const KEYED_COLUMNS: readonly ColumnType[] = ['SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'];
export const needsKey = (type: ColumnType) => KEYED_COLUMNS.includes(type);

const COMMON: readonly ColumnType[] = ['NAME', 'TYPE', 'LABEL', 'DESCRIPTION', 'SHARED_ATTRIBUTE', 'SERVER_ATTRIBUTE', 'TIMESERIES'];
const DEVICE_ONLY: readonly ColumnType[] = [
    'IS_GATEWAY', 'ACCESS_TOKEN', 'X509', 'MQTT_CLIENT_ID', 'MQTT_USER_NAME', 'MQTT_PASSWORD',
    'LWM2M_CLIENT_ENDPOINT', 'LWM2M_CLIENT_SECURITY_CONFIG_MODE', 'LWM2M_CLIENT_IDENTITY', 'LWM2M_CLIENT_KEY', 'LWM2M_CLIENT_CERT',
    'LWM2M_BOOTSTRAP_SERVER_SECURITY_MODE', 'LWM2M_BOOTSTRAP_SERVER_PUBLIC_KEY_OR_ID', 'LWM2M_BOOTSTRAP_SERVER_SECRET_KEY',
    'LWM2M_SERVER_SECURITY_MODE', 'LWM2M_SERVER_CLIENT_PUBLIC_KEY_OR_ID', 'LWM2M_SERVER_CLIENT_SECRET_KEY',
];

/** The column types each entity kind offers, in the order the type select lists them. */
export const COLUMN_TYPES: Readonly<Record<ImportEntityType, readonly ColumnType[]>> = {
    DEVICE: [...COMMON, ...DEVICE_ONLY],
    ASSET: COMMON,
    EDGE: [...COMMON, 'ROUTING_KEY', 'SECRET'],
};

/** i18n key of a column type's name: `import.column-type.shared-attribute`. */
export const columnTypeKey = (type: ColumnType) => `import.column-type.${type.toLowerCase().replace(/_/g, '-')}`;

/** Header spellings (lower case, letters and digits only) that name a column type. */
const HEADER_TYPES: Readonly<Record<string, ColumnType>> = {
    name: 'NAME',
    type: 'TYPE',
    label: 'LABEL',
    description: 'DESCRIPTION',
    gateway: 'IS_GATEWAY',
    isgateway: 'IS_GATEWAY',
    token: 'ACCESS_TOKEN',
    accesstoken: 'ACCESS_TOKEN',
    x509: 'X509',
    certificate: 'X509',
    clientid: 'MQTT_CLIENT_ID',
    mqttclientid: 'MQTT_CLIENT_ID',
    username: 'MQTT_USER_NAME',
    mqttusername: 'MQTT_USER_NAME',
    password: 'MQTT_PASSWORD',
    mqttpassword: 'MQTT_PASSWORD',
    routingkey: 'ROUTING_KEY',
    edgekey: 'ROUTING_KEY',
    secret: 'SECRET',
    edgesecret: 'SECRET',
};

/**
 * The mapping the wizard starts with: a header that names a column type the entity offers gets
 * that type (once); every other column becomes a server attribute keyed by its header. Without a
 * header the first column is the name.
 */
export function defaultMapping(entityType: ImportEntityType, headers: readonly string[], hasHeader: boolean): ColumnMapping[] {
    const offered = COLUMN_TYPES[entityType];
    const taken = new Set<ColumnType>();
    return headers.map((header, index) => {
        const named = hasHeader ? HEADER_TYPES[header.toLowerCase().replace(/[^a-z0-9]/g, '')] : index === 0 ? 'NAME' : undefined;
        if (named && offered.includes(named) && !taken.has(named)) {
            taken.add(named);
            return { type: named };
        }
        return { type: 'SERVER_ATTRIBUTE', key: hasHeader ? header.trim() : '' };
    });
}

/** What keeps a mapping from being imported, as an i18n key, or null. */
export function mappingProblem(columns: readonly ColumnMapping[]): string | null {
    if (!columns.some(column => column.type === 'NAME')) return 'import.name-column-required';
    const seen = new Set<ColumnType>();
    for (const column of columns) {
        if (needsKey(column.type)) {
            if (!column.key?.trim()) return 'import.column-key-required';
            continue;
        }
        if (seen.has(column.type)) return 'import.column-type-duplicate';
        seen.add(column.type);
    }
    return null;
}

/** The mapping as the server takes it: keys only where they count, trimmed. */
export const requestColumns = (columns: readonly ColumnMapping[]): ColumnMapping[] =>
    columns.map(column => (needsKey(column.type) ? { type: column.type, key: column.key!.trim() } : { type: column.type }));
