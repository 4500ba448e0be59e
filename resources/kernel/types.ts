/**
 * The shape of a registry entry: one declaration per entity, read by the console (lists, forms,
 * menus, canAccess) and by the embedded server (routes, guard, SQL). Data only: no JSX, no fetch,
 * no Node imports, because the console bundles it.
 */

import type { Authority, EntityType } from './ids';

/** What a role may do with an entity; the console's canAccess and the server guard read the same table. */
export type Action =
    | 'list'
    | 'show'
    | 'create'
    | 'edit'
    | 'delete'
    /** assign to and unassign from a customer */
    | 'assign'
    /** make public and private */
    | 'share'
    /** read and change device credentials */
    | 'credentials'
    /** rule chain root, device/tenant profile default */
    | 'setDefault'
    /** enable and disable user accounts, activation links */
    | 'manageAccount'
    /** upload and download files (OTA packages, resources) */
    | 'upload'
    /** read the lightweight *Info only (a customer user reads its devices' profile name and transport) */
    | 'readInfo';

/**
 * Where a role's list comes from: `sysadmin` (system-wide), `tenant` (the caller's tenant),
 * `customer` (the caller's customer).
 */
export type Scope = 'sysadmin' | 'tenant' | 'customer';

/** The input a console form shows for a field. */
export type Widget =
    | 'text'
    | 'textarea'
    | 'email'
    | 'number'
    | 'boolean'
    | 'select'
    | 'subtype'
    | 'reference'
    | 'json'
    | 'image'
    | 'file'
    | 'password'
    /** One of a customer's or tenant's contact fields, edited together in the shared contact block. */
    | 'contact';

/** A JSON Schema property, the subset the registry uses. */
export interface PropertySchema {
    type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | readonly ('string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null')[];
    maxLength?: number;
    format?: 'email' | 'uuid' | 'uri' | 'data-url';
    enum?: readonly string[];
    default?: unknown;
    readOnly?: boolean;
}

/** How a stored column becomes a JSON value and back. */
export type Storage =
    /** text or number, as is */
    | 'plain'
    /** 0/1 column, JSON boolean */
    | 'boolean'
    /** JSON text column */
    | 'json'
    /** uuid column, serialised as {entityType, id}; NULL_UUID or null for "none" */
    | 'entityId';

export interface FieldDefinition {
    schema: PropertySchema;
    /** Storage column of the entity's table; absent for values computed or joined. */
    column?: string;
    storage?: Storage;
    /** For `entityId` storage: the entity type the id names. */
    references?: EntityType;
    /** For `entityId` storage naming varying types: the column holding the entity type. */
    typeColumn?: string;
    /** A column of a joined table (`alias.column`), for the *Info extras such as customerTitle. */
    joined?: string;
    /** Another field this one mirrors, read-only (Customer.name = title). */
    mirrors?: string;
    /** Required on save; the server's message when missing (ThingsBoard's wording). */
    required?: { message: string };
    /** Unique among the rows of the same tenant; the server's message on a duplicate. */
    unique?: { message: string };
    /** Left out of list and *Info answers (dashboard configuration, file data). */
    detailOnly?: boolean;
    /** Console hints. */
    ui?: {
        widget?: Widget;
        /** i18n key of the required message shown under the input. */
        requiredKey?: string;
        /** Not shown in forms (ids, server-managed values). */
        hidden?: boolean;
        /** Shown but not editable. */
        readOnly?: boolean;
        /** Resource name a reference input picks from. */
        reference?: string;
        multiline?: boolean;
    };
}

export interface ListColumn {
    field: string;
    /** Columns are sortable unless marked otherwise; a sortable column needs a sortMap entry. */
    sortable?: boolean;
}

/** Calls of one scope. Paths use the contract's `{param}` spelling. */
export interface ScopeEndpoints {
    /** The paged list, e.g. `GET /api/tenant/deviceInfos`; absent when the scope lists only under a parent. */
    list?: string;
    /** The same rows without the *Info extras (`GET /api/tenant/devices`); `?deviceName=` looks one up by name. */
    plain?: string;
    /** Nested lists under a parent, e.g. a tenant's admins: `GET /api/tenant/{tenantId}/users`. */
    nested?: readonly NestedList[];
}

export interface NestedList {
    /** Resource name of the parent (tenants, customers). */
    parent: 'tenants' | 'customers';
    list: string;
    /** The same nested rows without the *Info extras. */
    plain?: string;
    /** Fixed column values the nested list adds (a tenant's admins: authority TENANT_ADMIN). */
    where?: Readonly<Record<string, string>>;
    /**
     * The parent is not looked up: a missing one lists nothing instead of answering 404, as
     * ThingsBoard's getTenantAdmins does (it reads by tenant id without checking the tenant).
     */
    parentUnchecked?: true;
}

export interface Endpoints {
    sysadmin?: ScopeEndpoints;
    tenant?: ScopeEndpoints;
    customer?: ScopeEndpoints;
    /** Defaults: `GET /api/{singular}/{id}`, `POST /api/{singular}`, `DELETE /api/{singular}/{id}`. */
    get?: string;
    save?: string;
    delete?: string;
    /**
     * The details read, when the contract has a richer one than `get`: ThingsBoard's
     * `GET /api/device/info/{deviceId}` adds the customer's title and the profile's name.
     */
    info?: string;
    /** Several by id in one call (`GET /api/devices` with `deviceIds=a,b`): lookups of an id list. */
    byIds?: { call: string; param: string };
    /** CSV bulk import (`POST /api/device/bulk_import`): the list offers an Import wizard and the server mounts the call. */
    bulkImport?: string;
    /** Filters a list takes besides the page link (`type`, `deviceProfileId`). */
    filters?: readonly string[];
}

/** The server's side of an entry: where rows live and which columns say who owns them. */
export interface ServerBinding {
    table: string;
    /** Column holding the owning tenant; absent for system-only tables (tenant profiles). */
    tenantColumn?: string;
    /** Column holding the assigned customer (NULL_UUID when none). */
    customerColumn?: string;
    /** Rows whose tenant is NULL_UUID belong to the system and are readable by every tenant. */
    systemRows?: boolean;
    /** The sysadmin reaches rows of every tenant (tenants, tenant admins, a tenant's dashboards). */
    sysadminReadsAllTenants?: boolean;
    /** What the sysadmin's own list shows: every row, or the system's rows (tenant NULL_UUID, the default). */
    sysadminScope?: 'all' | 'system';
    /** JSON column listing the customers a row is shared with (dashboards' assignedCustomers). */
    assignedCustomersColumn?: string;
    /**
     * Rows that are accounts: a caller always reaches its own row, otherwise only rows whose
     * authority column holds one the caller manages.
     */
    accounts?: { authorityColumn: string; manages: Readonly<Partial<Record<Authority, readonly Authority[]>>> };
    /** Left joins feeding `joined` fields: alias → table joined on this table's column. */
    joins?: Readonly<Record<string, { table: string; on: string; column?: string }>>;
}

export interface SearchDefinition {
    /** Fields matched by textSearch (case-insensitive substring). */
    fields: readonly string[];
    /** Fields matched when a type or profile filter is set, if they differ. */
    whenFiltered?: readonly string[];
}

/** Where the entry's list page sits in the console: its route, side-menu link and home-page shortcut. */
export interface MenuPlacement {
    /** Place in the registry, the side menu and the home page, lower first (home is 0, settings 140). */
    order: number;
    /** Material icon by its ligature name, as ThingsBoard's menu names it ('devices_other'); codegen imports it for the console. */
    icon: string;
    /** i18n key of the link; by default the entry's name in the plural (`resources.<name>.name`). */
    label?: string;
    /** The console's toggle group the link sits in for the roles whose menu has that group. */
    group?: 'settings' | 'edgeManagement';
    /** Who gets the list page and its link; by default every authority with a list scope. */
    authorities?: readonly Authority[];
    /** A page without a link: reached from other pages (a tenant's admins, a customer's users). */
    unlinked?: true;
    /** Shown only when the platform has edge support (`/api/edges/enabled`). */
    edgesOnly?: true;
}

export type Permissions = Readonly<Partial<Record<Authority, readonly Action[]>>>;

export interface ResourceInput {
    /** react-admin resource name and route segment, e.g. `devices`. */
    name: string;
    /** ThingsBoard's singular, used for default endpoints and message subjects, e.g. `device`. */
    singular: string;
    /** Route of the console list when it differs from `/${name}` (e.g. `edgeInstances`). */
    route?: string;
    entityType: EntityType;
    /** The field shown as the record's title. */
    titleField: string;
    fields: Readonly<Record<string, FieldDefinition>>;
    list: { columns: readonly ListColumn[]; defaultSort?: { field: string; order: 'ASC' | 'DESC' } };
    /** react-admin field → ThingsBoard sortProperty (reference §4.1). */
    sortMap: Readonly<Record<string, string>>;
    search: SearchDefinition;
    endpoints: Endpoints;
    /** Which scope each authority lists through. */
    scopeOf: Readonly<Partial<Record<Authority, Scope>>>;
    permissions: Permissions;
    /**
     * Help id (part1 §2): `public/help/<lang>/<helpId>.md` and the documentation link; by default the
     * entry's name. The list shows its (?) only when the en_US file exists.
     */
    helpId?: string;
    menu: MenuPlacement;
    server: ServerBinding;
}

export interface ResourceDefinition extends ResourceInput {
    helpId: string;
    list: { columns: readonly ListColumn[]; defaultSort: { field: string; order: 'ASC' | 'DESC' } };
    endpoints: Endpoints & { get: string; save: string; delete: string };
}
