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
const columnId = (dataKey: DataKey) => `${dataKey.type}:${dataKey.name}:${dataKey.label || dataKey.name}`;

/** A column's header: entity patterns (${entityName}) make no sense in a shared header, so the key's name shows. */
const headerOf = (dataKey: DataKey, datasource?: ResolvedDatasource) => {
    if (dataKey.label?.includes('${')) return dataKey.name;
    return datasource ? dataKeyLabel(datasource, dataKey) : dataKey.label || dataKey.name;
};

/**
 * The snapshot regrouped as ThingsBoard's entities table sees it: a row per resolved entity (in the
 * order the feed gives them) and a column per distinct data key. The widget's configured keys
 * (`configured`, from its datasources) are the columns, in their order, whether or not any entity
 * has data for them yet, as in ThingsBoard; keys only the data brings follow.
 */
export function entityTableOf(data: readonly DatasourceData[], configured: readonly DataKey[] = []): EntityTable {
    const columnIndex = new Map<string, number>();
    const columns: KeyColumn[] = [];
    const columnOf = (dataKey: DataKey, datasource?: ResolvedDatasource) => {
        const id = columnId(dataKey);
        let index = columnIndex.get(id);
        if (index === undefined) {
            index = columns.length;
            columnIndex.set(id, index);
            columns.push({ name: dataKey.name, label: headerOf(dataKey, datasource), dataKey });
        }
        return index;
    };
    configured.forEach(dataKey => columnOf(dataKey));
    const rows = new Map<string, EntityRow>();
    for (const { datasource, dataKey, data: points } of data) {
        const index = columnOf(dataKey, datasource);
        let row = rows.get(datasource.rowKey);
        if (!row) {
            row = { rowKey: datasource.rowKey, datasource, values: [] };
            rows.set(datasource.rowKey, row);
        }
        row.values[index] = points.at(-1)?.[1];
    }
    return { columns, rows: [...rows.values()] };
}

/** The data keys of a widget's datasources, in order: the columns its tables show before any data. */
export const configuredDataKeys = (datasources: ReadonlyArray<{ dataKeys?: readonly DataKey[] }> | null | undefined): DataKey[] =>
    (datasources ?? []).flatMap(datasource => datasource.dataKeys ?? []);
