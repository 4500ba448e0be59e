import type SqliteDatabase from 'better-sqlite3';

/** Widget bundle rows: aliases, and the widget types a bundle holds by alias. */
export class WidgetsBundleRows {
    constructor(private readonly sqlite: SqliteDatabase.Database) {}

    /** A checker for one save: the statement is prepared once for every alias tried. */
    aliasTakenIn(tenantId: unknown): (alias: string) => boolean {
        const statement = this.sqlite.prepare('SELECT 1 FROM widgets_bundle WHERE tenant_id = ? AND alias = ?');
        return alias => statement.get(tenantId, alias) !== undefined;
    }

    deleteTypesOf(tenantId: unknown, bundleAlias: unknown): void {
        this.sqlite.prepare('DELETE FROM widget_type WHERE tenant_id = ? AND bundle_alias = ?').run(tenantId, bundleAlias);
    }
}
