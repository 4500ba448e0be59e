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
        const statement = ctx.database.sqlite.prepare('SELECT 1 FROM widgets_bundle WHERE tenant_id = ? AND alias = ?');
        columns.alias = aliasOf(String(columns.title), alias => statement.get(columns.tenant_id, alias) !== undefined);
    },
    cascade({ ctx, row }) {
        ctx.database.sqlite.prepare('DELETE FROM widget_type WHERE tenant_id = ? AND bundle_alias = ?').run(row.tenant_id, row.alias);
    },
};
