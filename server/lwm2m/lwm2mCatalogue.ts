import type { Database as Sqlite } from 'better-sqlite3';
import { NULL_UUID } from '../lib/ids';
import { ObjectModelError, parseObjectModel, toLwM2mObject, type LwM2mObject } from './objectModel';

export type SortProperty = 'id' | 'name';
export type SortOrder = 'ASC' | 'DESC';

interface ModelRow {
    id: string;
    title: string;
    resource_key: string;
    data: string;
}

interface ParsedModel {
    object: LwM2mObject;
    /** ThingsBoard searches LwM2M models by "<id>:<name>" and we also by the resource title. */
    searchText: string;
}

const COMPARATORS: Readonly<Record<SortProperty, (a: LwM2mObject, b: LwM2mObject) => number>> = {
    id: (a, b) => a.id - b.id || a.keyId.localeCompare(b.keyId),
    name: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
};

/**
 * The LwM2M objects a tenant may put in a profile: its own LWM2M_MODEL resources plus the system's,
 * a tenant's model hiding the system one of the same key. A tenant's parsed models are kept until
 * the resources table changes (its version counter moves), so typing in the object search does
 * not read and parse every model again; a model that does not parse is left out of the lists.
 */
export class Lwm2mCatalogue {
    private readonly byTenant = new Map<string, { version: number; models: ParsedModel[] }>();
    private readonly version;
    private readonly rows;

    constructor(sqlite: Sqlite) {
        this.version = sqlite.prepare("SELECT version FROM table_version WHERE name = 'tb_resource'");
        this.rows = sqlite.prepare(
            `SELECT id, title, resource_key, data FROM tb_resource r
             WHERE r.resource_type = 'LWM2M_MODEL' AND (r.tenant_id = ? OR (r.tenant_id = ? AND NOT EXISTS (
                 SELECT 1 FROM tb_resource t WHERE t.tenant_id = ? AND t.resource_type = r.resource_type AND t.resource_key = r.resource_key)))`,
        );
    }

    private static parse(row: ModelRow): ParsedModel | null {
        try {
            const object = toLwM2mObject(parseObjectModel(Buffer.from(row.data, 'base64').toString('utf8')), row.resource_key);
            return object && { object, searchText: `${object.id}:${object.name} ${row.title}`.toLowerCase() };
        } catch (error) {
            if (error instanceof ObjectModelError) return null;
            throw error;
        }
    }

    private models(tenantId: string): ParsedModel[] {
        const version = (this.version.get() as { version: number } | undefined)?.version ?? -1;
        const cached = this.byTenant.get(tenantId);
        if (cached && cached.version === version) return cached.models;
        const rows = this.rows.all(tenantId, NULL_UUID, tenantId) as ModelRow[];
        const models = rows.map(row => Lwm2mCatalogue.parse(row)).filter((model): model is ParsedModel => model !== null);
        this.byTenant.set(tenantId, { version, models });
        return models;
    }

    /** Every object of the tenant matching the text (case-insensitive substring), sorted. */
    objects(tenantId: string, sort: { property: SortProperty; order: SortOrder }, textSearch = ''): LwM2mObject[] {
        const text = textSearch.trim().toLowerCase();
        const objects = this.models(tenantId)
            .filter(model => text === '' || model.searchText.includes(text))
            .map(model => model.object);
        const compare = COMPARATORS[sort.property];
        return objects.sort((a, b) => (sort.order === 'DESC' ? compare(b, a) : compare(a, b)));
    }

    /** The objects with the given keyIds ("3_1.0"), or all when none are given. */
    byKeyIds(tenantId: string, keyIds: readonly string[] | null, sort: { property: SortProperty; order: SortOrder }): LwM2mObject[] {
        const all = this.objects(tenantId, sort);
        if (keyIds === null) return all;
        const wanted = new Set(keyIds);
        return all.filter(object => wanted.has(object.keyId));
    }

    /**
     * One page of the matching objects. ThingsBoard answers the page's objects only, a bare list
     * (List<LwM2mObject>): a caller asks for the next page until one comes back short.
     */
    page(tenantId: string, link: { pageSize: number; page: number; textSearch?: string }, sort: { property: SortProperty; order: SortOrder }): LwM2mObject[] {
        const start = link.page * link.pageSize;
        return this.objects(tenantId, sort, link.textSearch).slice(start, start + link.pageSize);
    }
}
