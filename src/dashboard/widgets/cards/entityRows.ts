import type { DataKey } from '../../model/dashboardConfig';
import type { DatasourceData, ResolvedDatasource } from '../../model/widgetData';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';

/** One entity of a latest-values widget with the last value of each of its data keys. */
export interface EntityRow {
    rowKey: string;
    datasource: ResolvedDatasource;
    /** The latest value per column, by column index (undefined when the key has no value yet). */
    values: unknown[];
}

/** A data key shown as a column; the first entity's key decides label, units and decimals. */
export interface KeyColumn {
    name: string;
    label: string;
    dataKey: DataKey;
}

export interface EntityTable {
    columns: KeyColumn[];
    rows: EntityRow[];
}

/** The key's identity across entities: the same name and type make one column. */
const columnId = (dataKey: DataKey) => `${dataKey.type}:${dataKey.name}:${dataKey.label ?? ''}`;

/**
 * The snapshot regrouped as ThingsBoard's entities table sees it: a row per resolved entity (in the
 * order the feed gives them) and a column per distinct data key.
 */
export function entityTableOf(data: readonly DatasourceData[]): EntityTable {
    const columnIndex = new Map<string, number>();
    const columns: KeyColumn[] = [];
    const rows = new Map<string, EntityRow>();
    for (const { datasource, dataKey, data: points } of data) {
        const id = columnId(dataKey);
        let index = columnIndex.get(id);
        if (index === undefined) {
            index = columns.length;
            columnIndex.set(id, index);
            // Entity patterns (${entityName}) make no sense in a shared header: the raw label shows.
            columns.push({ name: dataKey.name, label: dataKey.label?.includes('${') ? dataKey.name : dataKeyLabel(datasource, dataKey), dataKey });
        }
        let row = rows.get(datasource.rowKey);
        if (!row) {
            row = { rowKey: datasource.rowKey, datasource, values: [] };
            rows.set(datasource.rowKey, row);
        }
        row.values[index] = points.at(-1)?.[1];
    }
    return { columns, rows: [...rows.values()] };
}
