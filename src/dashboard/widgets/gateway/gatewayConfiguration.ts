/**
 * The configuration a ThingsBoard IoT Gateway receives from its configuration widgets, as attributes
 * of the gateway device (the gateway's remote configuration contract):
 * - shared `configuration`: base64 of `{thingsboard: {thingsboard: {host, port, remoteConfiguration,
 *   security}, storage, connectors: [{name, type, configuration}], logs}, <Type>: [{name, config}]}`;
 * - shared `RemoteLoggingLevel`; server `configuration_drafts`: base64 of the disabled connectors
 *   `{<name>: {connector, config}}`; the gateway reports what runs as client `current_configuration`.
 */

export const CONNECTOR_TYPES = ['MQTT', 'Modbus', 'OPC-UA', 'BLE', 'Request', 'CAN', 'BACnet', 'Custom'] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];
export const LOG_LEVELS = ['NONE', 'CRITICAL', 'ERROR', 'WARNING', 'INFO', 'DEBUG'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GatewayConnector {
    name: string;
    type: ConnectorType;
    enabled: boolean;
    /** The connector's own configuration as JSON text (the editor's content). */
    config: string;
}

export interface GatewayForm {
    host: string;
    port: string;
    remoteConfiguration: boolean;
    securityType: 'accessToken' | 'tls';
    accessToken: string;
    caCertPath: string;
    privateKeyPath: string;
    certPath: string;
    logLevel: LogLevel;
    logsPath: string;
    storageType: 'memory' | 'file';
    readRecordsCount: string;
    maxRecordsCount: string;
    maxFilesCount: string;
    dataFolderPath: string;
    connectors: GatewayConnector[];
}

/** A new gateway's form: ThingsBoard's defaults, the console's host as the server to connect to. */
export const defaultGatewayForm = (host: string): GatewayForm => ({
    host,
    port: '1883',
    remoteConfiguration: true,
    securityType: 'accessToken',
    accessToken: '',
    caCertPath: '/etc/thingsboard-gateway/ca.pem',
    privateKeyPath: '/etc/thingsboard-gateway/privateKey.pem',
    certPath: '/etc/thingsboard-gateway/certificate.pem',
    logLevel: 'DEBUG',
    logsPath: './logs/',
    storageType: 'memory',
    readRecordsCount: '100',
    maxRecordsCount: '10000',
    maxFilesCount: '5',
    dataFolderPath: './data/',
    connectors: [],
});

const toBase64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (text: string): string => new TextDecoder().decode(Uint8Array.from(atob(text), char => char.charCodeAt(0)));

/** A base64 JSON attribute as an object, or null when it is missing or unreadable. */
function decodeAttribute(value: unknown): Record<string, unknown> | null {
    if (typeof value !== 'string' || value === '') return null;
    try {
        const parsed: unknown = JSON.parse(fromBase64(value));
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    } catch {
        return null;
    }
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const textOf = (value: unknown, fallback: string): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : fallback);
const isConnectorType = (value: unknown): value is ConnectorType => (CONNECTOR_TYPES as readonly unknown[]).includes(value);
const pretty = (value: unknown): string => JSON.stringify(value ?? {}, null, 2);

/**
 * The form from the gateway's attributes: the running configuration (enabled connectors), the
 * drafts (disabled ones) and the logging level; defaults for whatever they do not say.
 */
export function gatewayFormOf(current: unknown, drafts: unknown, logLevel: unknown, host: string): GatewayForm {
    const form = defaultGatewayForm(host);
    const configuration = decodeAttribute(current);
    if (configuration) {
        const main = record(configuration.thingsboard);
        const server = record(main.thingsboard);
        form.host = textOf(server.host, form.host);
        form.port = textOf(server.port, form.port);
        form.remoteConfiguration = server.remoteConfiguration !== false;
        const security = record(server.security);
        if ('accessToken' in security) form.accessToken = textOf(security.accessToken, '');
        else if (Object.keys(security).length > 0) {
            form.securityType = 'tls';
            form.caCertPath = textOf(security.caCert, form.caCertPath);
            form.privateKeyPath = textOf(security.privateKey, form.privateKeyPath);
            form.certPath = textOf(security.cert, form.certPath);
        }
        const storage = record(main.storage);
        if (storage.type === 'file') {
            form.storageType = 'file';
            form.dataFolderPath = textOf(storage.data_folder_path, form.dataFolderPath);
            form.maxFilesCount = textOf(storage.max_file_count, form.maxFilesCount);
            form.readRecordsCount = textOf(storage.max_read_records_count, form.readRecordsCount);
            form.maxRecordsCount = textOf(storage.max_records_per_file, form.maxRecordsCount);
        } else if (storage.type === 'memory') {
            form.readRecordsCount = textOf(storage.read_records_count, form.readRecordsCount);
            form.maxRecordsCount = textOf(storage.max_records_count, form.maxRecordsCount);
        }
        for (const type of CONNECTOR_TYPES) {
            const connectors = configuration[type];
            if (!Array.isArray(connectors)) continue;
            for (const connector of connectors) form.connectors.push({ name: textOf(record(connector).name, ''), type, enabled: true, config: pretty(record(connector).config) });
        }
    }
    for (const [name, draft] of Object.entries(decodeAttribute(drafts) ?? {})) {
        const type = record(draft).connector;
        if (isConnectorType(type)) form.connectors.push({ name, type, enabled: false, config: pretty(record(draft).config) });
    }
    if (typeof logLevel === 'string' && (LOG_LEVELS as readonly string[]).includes(logLevel.toUpperCase())) form.logLevel = logLevel.toUpperCase() as LogLevel;
    return form;
}

/** A connector's configuration file name, as the gateway's main file refers to it. */
export const connectorFileName = (name: string): string => `${name.replace(/[\s_-]/g, '').toLowerCase()}.json`;

const LOGGERS = ['service', 'connector', 'converter', 'tb_connection', 'storage', 'extension'];

/** The gateway's logging configuration (Python's logging file format), line by line, at the chosen level and path. */
export function loggingConfigurationLines(level: LogLevel, path: string): string[] {
    return [
        '[loggers]', `keys=root, ${LOGGERS.join(', ')}`,
        '[handlers]', `keys=consoleHandler, ${LOGGERS.map(logger => `${logger}Handler`).join(', ')}`,
        '[formatters]', 'keys=LogFormatter',
        '[logger_root]', 'level=ERROR', 'handlers=consoleHandler',
        ...LOGGERS.flatMap(logger => [`[logger_${logger}]`, `level=${level}`, `handlers=${logger}Handler`, 'formatter=LogFormatter', `qualname=${logger}`]),
        '[handler_consoleHandler]', 'class=StreamHandler', `level=${level}`, 'formatter=LogFormatter', 'args=(sys.stdout,)',
        ...LOGGERS.flatMap(logger => [`[handler_${logger}Handler]`, `level=${level}`, 'class=logging.handlers.TimedRotatingFileHandler', 'formatter=LogFormatter', `args=("${path}${logger}.log", "d", 1, 7,)`]),
        '[formatter_LogFormatter]', 'format="%(asctime)s - %(levelname)s - [%(filename)s] - %(module)s - %(lineno)d - %(message)s"', 'datefmt="%Y-%m-%d %H:%M:%S"',
    ];
}

/** The logging configuration as the gateway's remote configuration sends it: its lines separated by `}}`. */
export const loggingConfiguration = (level: LogLevel, path: string): string => loggingConfigurationLines(level, path).join('}}');

const parseConfig = (text: string): unknown => JSON.parse(text);

/**
 * The gateway's main configuration for a form (which has no errors), without its logs: what its
 * tb_gateway.yaml holds (`thingsboard`, `storage`, `connectors`), and each enabled connector's
 * configuration under its type.
 */
export function gatewayConfigurationOf(form: GatewayForm): { main: Record<string, unknown>; connectors: Record<string, Array<{ name: string; config: unknown }>> } {
    const enabled = form.connectors.filter(connector => connector.enabled);
    const security = form.securityType === 'accessToken' ? { accessToken: form.accessToken } : { caCert: form.caCertPath, privateKey: form.privateKeyPath, cert: form.certPath };
    const storage =
        form.storageType === 'memory'
            ? { type: 'memory', read_records_count: Number(form.readRecordsCount), max_records_count: Number(form.maxRecordsCount) }
            : { type: 'file', data_folder_path: form.dataFolderPath, max_file_count: Number(form.maxFilesCount), max_read_records_count: Number(form.readRecordsCount), max_records_per_file: Number(form.maxRecordsCount) };
    const connectors: Record<string, Array<{ name: string; config: unknown }>> = {};
    for (const connector of enabled) connectors[connector.type] = [...(connectors[connector.type] ?? []), { name: connector.name, config: parseConfig(connector.config) }];
    return {
        main: {
            thingsboard: { host: form.host, remoteConfiguration: form.remoteConfiguration, port: Number(form.port), security },
            connectors: enabled.map(connector => ({ configuration: connectorFileName(connector.name), name: connector.name, type: connector.type })),
            storage,
        },
        connectors,
    };
}

/** The attributes to write for a form (which has no errors): shared and server scope. */
export function gatewayAttributesOf(form: GatewayForm): { shared: Record<string, unknown>; server: Record<string, unknown> } {
    const { main, connectors } = gatewayConfigurationOf(form);
    const configuration = { thingsboard: { ...main, logs: toBase64(loggingConfiguration(form.logLevel, form.logsPath)) }, ...connectors };
    const drafts = Object.fromEntries(form.connectors.filter(connector => !connector.enabled).map(connector => [connector.name, { connector: connector.type, config: parseConfig(connector.config) }]));
    return {
        shared: { configuration: toBase64(JSON.stringify(configuration)), RemoteLoggingLevel: form.logLevel },
        server: { configuration_drafts: toBase64(JSON.stringify(drafts)) },
    };
}

export type GatewayFormErrors = Partial<Record<'host' | 'port' | 'accessToken' | 'logsPath' | 'readRecordsCount' | 'maxRecordsCount' | 'maxFilesCount' | 'dataFolderPath', string>> & {
    connectors?: Array<{ name?: string; config?: string } | undefined>;
};

const positiveInteger = (text: string): boolean => /^\d+$/.test(text.trim()) && Number(text) >= 1;

/** What keeps the form from being saved, by field (i18n keys); empty when it can be saved. */
export function gatewayFormErrors(form: GatewayForm): GatewayFormErrors {
    const errors: GatewayFormErrors = {};
    const required = 'widgets.gateway.required';
    if (!form.host.trim()) errors.host = required;
    if (!positiveInteger(form.port) || Number(form.port) > 65535) errors.port = 'widgets.gateway.port-range';
    if (form.securityType === 'accessToken' && !form.accessToken.trim()) errors.accessToken = required;
    if (!form.logsPath.trim()) errors.logsPath = required;
    if (!positiveInteger(form.readRecordsCount)) errors.readRecordsCount = 'widgets.gateway.positive-integer';
    if (!positiveInteger(form.maxRecordsCount)) errors.maxRecordsCount = 'widgets.gateway.positive-integer';
    if (form.storageType === 'file') {
        if (!positiveInteger(form.maxFilesCount)) errors.maxFilesCount = 'widgets.gateway.positive-integer';
        if (!form.dataFolderPath.trim()) errors.dataFolderPath = required;
    }
    const names = form.connectors.map(connector => connector.name.trim());
    const connectorErrors = form.connectors.map((connector, index) => {
        const problems: { name?: string; config?: string } = {};
        if (!names[index]) problems.name = required;
        else if (names.indexOf(names[index]!) !== index) problems.name = 'widgets.gateway.name-taken';
        try {
            const parsed = parseConfig(connector.config);
            if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length === 0) problems.config = 'widgets.gateway.config-object';
        } catch {
            problems.config = 'widgets.gateway.config-object';
        }
        return Object.keys(problems).length > 0 ? problems : undefined;
    });
    if (connectorErrors.some(Boolean)) errors.connectors = connectorErrors;
    return errors;
}

export const hasErrors = (errors: GatewayFormErrors): boolean => Object.keys(errors).length > 0;
