import { WidgetsBundleRows } from '../db/repositories/widgetsBundles';
import type { EntityHooks } from './hooks';

/** ThingsBoard derives a bundle's alias from its title: lower case, non-word runs as `_`, made unique. */
export function aliasOf(title: string, taken: (alias: string) => boolean): string {
    const base = title.toLowerCase().replace(/\W+/g, '_');
    let alias = base;
    for (let n = 1; taken(alias); n++) alias = `${base}_${n}`;
    return alias;
}

export const widgetsBundleHooks: EntityHooks = {
    beforeSave({ ctx, columns, existing }) {
        if (existing) return;
        columns.alias = aliasOf(String(columns.title), new WidgetsBundleRows(ctx.database.sqlite).aliasTakenIn(columns.tenant_id));
    },
    cascade({ ctx, row }) {
        new WidgetsBundleRows(ctx.database.sqlite).deleteTypesOf(row.tenant_id, row.alias);
    },
};
