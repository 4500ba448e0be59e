import type { ResolvedDatasource } from '../model/widgetData';
import type { DataKey } from '../model/dashboardConfig';

/** The patterns ThingsBoard replaces in data key labels with the resolved entity's fields. */
const LABEL_PATTERNS: ReadonlyArray<[pattern: RegExp, field: (datasource: ResolvedDatasource) => string | null | undefined]> = [
    [/\$\{entityName\}/g, datasource => datasource.entityName],
    [/\$\{entityLabel\}/g, datasource => datasource.entityLabel || datasource.entityName],
    [/\$\{aliasName\}/g, datasource => datasource.aliasName],
    [/\$\{entityDescription\}/g, datasource => datasource.entityDescription],
];

/** A data key's label (its name when it has none) with `${entityName}` and friends filled in. */
export const dataKeyLabel = (datasource: ResolvedDatasource, dataKey: DataKey): string =>
    LABEL_PATTERNS.reduce((label, [pattern, field]) => label.replace(pattern, field(datasource) ?? ''), dataKey.label || dataKey.name);
