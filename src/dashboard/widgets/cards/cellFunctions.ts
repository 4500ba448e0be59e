import type { CSSProperties } from 'react';
import type { DataKey } from '../../model/dashboardConfig';
import type { CallJob, SandboxJobResult } from '../../postProcessing/sandboxJobs';
import type { EntityRow, KeyColumn } from './entityRows';
import { sanitizeHtml } from './sanitizeHtml';

/** What a key's cell functions made of one cell: its content as HTML and its style. */
export interface CellLook {
    html?: string;
    style?: CSSProperties;
}

type CellPart = 'content' | 'style';
const cellKey = (rowKey: string, column: number) => `${rowKey}#${column}`;

const settingsOf = (dataKey: DataKey): Record<string, unknown> => (dataKey.settings ?? {}) as Record<string, unknown>;
const functionOf = (dataKey: DataKey, part: CellPart): string | null => {
    const settings = settingsOf(dataKey);
    const [enabled, body] = part === 'content' ? ['useCellContentFunction', 'cellContentFunction'] : ['useCellStyleFunction', 'cellStyleFunction'];
    return settings[enabled] === true && typeof settings[body] === 'string' && settings[body].trim() !== '' ? settings[body] : null;
};

/** The entity as a cell function sees it (ThingsBoard's `entity` argument): plain data. */
const entityArgument = (row: EntityRow, columns: readonly KeyColumn[]) => {
    const entity: Record<string, unknown> = { entityName: row.datasource.entityName ?? '', entityLabel: row.datasource.entityLabel ?? '', entityType: row.datasource.entityType ?? '', id: { entityType: row.datasource.entityType, id: row.datasource.entityId } };
    columns.forEach((column, index) => (entity[column.label] = row.values[index]));
    return entity;
};

/** The calls of every cell whose key sets a content or style function: `(value, entity)`. */
export function cellJobsOf(rows: readonly EntityRow[], columns: readonly KeyColumn[]): { jobs: CallJob[]; parts: Array<{ key: string; part: CellPart }> } {
    const jobs: CallJob[] = [];
    const parts: Array<{ key: string; part: CellPart }> = [];
    columns.forEach((column, index) => {
        for (const part of ['content', 'style'] as const) {
            const body = functionOf(column.dataKey, part);
            if (!body) continue;
            for (const row of rows) {
                jobs.push({ kind: 'call', body, argNames: ['value', 'entity'], args: [row.values[index] ?? null, entityArgument(row, columns)] });
                parts.push({ key: cellKey(row.rowKey, index), part });
            }
        }
    });
    return { jobs, parts };
}

/** A style object from a function's result: CSS property names with text or number values only. */
function styleOf(value: unknown): CSSProperties | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value).filter(([name, item]) => /^[a-zA-Z-]+$/.test(name) && (typeof item === 'string' || typeof item === 'number') && !/url\s*\(|expression\s*\(/i.test(String(item)));
    return Object.fromEntries(entries.map(([name, item]) => [name.replace(/-([a-z])/g, (_whole, char: string) => char.toUpperCase()), item])) as CSSProperties;
}

/** The cells' looks from the functions' results; a failed call leaves its cell as the plain value. */
export function cellLooksOf(parts: ReadonlyArray<{ key: string; part: CellPart }>, results: readonly SandboxJobResult[]): Map<string, CellLook> {
    const looks = new Map<string, CellLook>();
    parts.forEach(({ key, part }, index) => {
        const result = results[index];
        if (!result || result.error) return;
        const look = looks.get(key) ?? {};
        if (part === 'content' && result.value !== undefined && result.value !== null) look.html = sanitizeHtml(String(result.value));
        if (part === 'style') look.style = styleOf(result.value);
        looks.set(key, look);
    });
    return looks;
}

export const cellLookKey = cellKey;
