import { zipArchive } from '../../../lib/zipArchive';
import { connectorFileName, gatewayConfigurationOf, loggingConfigurationLines, type GatewayForm } from './gatewayConfiguration';

/**
 * A value as YAML, block style: mappings and sequences indented by two spaces, strings double-quoted
 * (JSON's quoting is valid YAML, so no name, path or token can break the file), numbers and
 * booleans plain.
 */
export function toYaml(value: unknown, indent = ''): string {
    const scalar = (item: unknown) => (typeof item === 'number' || typeof item === 'boolean' ? String(item) : item === null || item === undefined ? 'null' : JSON.stringify(item));
    const nested = (item: unknown) => typeof item === 'object' && item !== null && (Array.isArray(item) ? item.length > 0 : Object.keys(item).length > 0);
    if (Array.isArray(value)) {
        return value.map(item => (nested(item) ? `${indent}-\n${toYaml(item, `${indent}  `)}` : `${indent}- ${Array.isArray(item) ? '[]' : typeof item === 'object' && item !== null ? '{}' : scalar(item)}\n`)).join('');
    }
    if (typeof value === 'object' && value !== null) {
        return Object.entries(value)
            .map(([key, item]) => {
                const name = /^[A-Za-z_][\w-]*$/.test(key) ? key : JSON.stringify(key);
                if (nested(item)) return `${indent}${name}:\n${toYaml(item, `${indent}  `)}`;
                return `${indent}${name}: ${Array.isArray(item) ? '[]' : typeof item === 'object' && item !== null ? '{}' : scalar(item)}\n`;
            })
            .join('');
    }
    return `${indent}${scalar(value)}\n`;
}

/**
 * The files a gateway runs from, as ThingsBoard's gateway widget downloads them: tb_gateway.yaml
 * (the connection, storage and enabled connectors), logs.conf, and each enabled connector's JSON
 * configuration under the file name tb_gateway.yaml gives it.
 */
export function gatewayArchiveFiles(form: GatewayForm): Record<string, string> {
    const { main, connectors } = gatewayConfigurationOf(form);
    const files: Record<string, string> = { 'tb_gateway.yaml': toYaml(main), 'logs.conf': `${loggingConfigurationLines(form.logLevel, form.logsPath).join('\n')}\n` };
    for (const connector of Object.values(connectors).flat()) files[connectorFileName(connector.name)] = `${JSON.stringify(connector.config, null, 2)}\n`;
    return files;
}

/** The archive's file name: the widget's archiveFileName setting (ThingsBoard's default 'gatewayConfiguration'), as a .zip. */
export function archiveFileNameOf(setting: unknown): string {
    const name = typeof setting === 'string' && setting.trim() ? setting.trim().replace(/[\\/:*?"<>|]/g, '_') : 'gatewayConfiguration';
    return name.toLowerCase().endsWith('.zip') ? name : `${name}.zip`;
}

/** The form's files as one ZIP archive. */
export const gatewayArchive = (form: GatewayForm): Uint8Array<ArrayBuffer> => zipArchive(gatewayArchiveFiles(form));
