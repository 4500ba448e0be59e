import type { DatasourceData } from '../../model/widgetData';
import { numericValue } from '../../runtime/formatValue';
import { escapeHtml } from '../../../lib/escapeHtml';

/** The entity fields a pattern may name besides the data keys. */
const ENTITY_FIELDS = ['entityName', 'entityLabel', 'aliasName', 'entityDescription'] as const;

/** A latest value as ThingsBoard's HTML value card writes it: with the asked decimals when it is a number. */
function valueText(value: unknown, decimals: number | undefined): string {
    if (value === undefined || value === null) return '';
    const number = numericValue(value);
    if (number !== null && decimals !== undefined) return number.toFixed(decimals);
    return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Fills `${keyLabel}` and `${keyLabel:decimals}` in an HTML or markdown pattern with the latest
 * values of the widget's data keys (matched by label, then by name), and `${entityName}`,
 * `${entityLabel}`, `${aliasName}`, `${entityDescription}` with the first entity's fields, as
 * ThingsBoard's HTML value and markdown cards do. Values are HTML-escaped: a value a device
 * posts stays text. Unknown names are left as written.
 */
export function fillValuePattern(pattern: string, data: readonly DatasourceData[]): string {
    return fillPattern(pattern, data, escapeHtml);
}

/** The same pattern filled as plain text (a QR code's content, a label's text): values as they are. */
export function fillTextPattern(pattern: string, data: readonly DatasourceData[]): string {
    return fillPattern(pattern, data, text => text);
}

function fillPattern(pattern: string, data: readonly DatasourceData[], escape: (text: string) => string): string {
    const first = data[0]?.datasource;
    return pattern.replace(/\$\{([^}:]+)(?::(\d+))?\}/g, (whole, rawName: string, rawDecimals: string | undefined) => {
        const name = rawName.trim();
        const entry = data.find(({ dataKey }) => (dataKey.label || dataKey.name) === name) ?? data.find(({ dataKey }) => dataKey.name === name);
        if (entry) {
            const decimals = rawDecimals !== undefined ? Number(rawDecimals) : (entry.dataKey.decimals ?? undefined);
            return escape(valueText(entry.data.at(-1)?.[1], decimals));
        }
        const field = ENTITY_FIELDS.find(candidate => candidate === name);
        if (field && first) return escape(String(first[field] ?? ''));
        return whole;
    });
}
