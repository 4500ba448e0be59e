import type { CallJob, SandboxJobResult } from '../../postProcessing/sandboxJobs';
import { sanitizeHtml } from '../cards/sanitizeHtml';

/**
 * The entities hierarchy's model, written from ThingsBoard 3.3.4's documented settings
 * (widget/lib/entities_hierarchy help): a tree of entities, roots from the widget's datasources,
 * children from a relations query per node. Each node's look comes from the settings' functions of
 * `nodeCtx`; a function that is empty, fails or returns undefined (the default configuration's
 * bodies are commented-out examples) leaves ThingsBoard's default in place.
 */

export interface HierarchyEntity {
    id: { entityType: string; id: string };
    name: string;
    label?: string;
}

/** What each node function receives (ThingsBoard's HierarchyNodeContext), plain data. */
export interface NodeContext {
    entity: HierarchyEntity;
    /** The value of each data key by its label; '' when the key has no value. */
    data: Record<string, unknown>;
    /** 1 for the datasources' entities, +1 per relation below. */
    level: number;
    parentNodeCtx?: NodeContext;
}

/** ThingsBoard's EntityRelationsQuery, as a relations query function returns it. */
export interface EntityRelationsQuery {
    parameters: { rootId: string; rootType: string; direction?: 'FROM' | 'TO'; relationTypeGroup?: string; maxLevel?: number; fetchLastLevelOnly?: boolean };
    filters?: Array<{ relationType?: string | null; entityTypes?: string[] }>;
}

export interface NodeIcon {
    materialIcon?: string;
    iconUrl?: string;
}

/** How a node is drawn and behaves, once its functions ran. */
export interface NodeLook {
    /** Sanitized HTML. */
    html: string;
    /** The text without tags, what the search compares. */
    searchText: string;
    icon: NodeIcon;
    disabled: boolean;
    opened: boolean;
    hasChildren: boolean;
    query: EntityRelationsQuery;
}

export interface EntitiesHierarchySettings {
    nodeRelationQueryFunction?: string;
    nodeHasChildrenFunction?: string;
    nodeOpenedFunction?: string;
    nodeDisabledFunction?: string;
    nodeIconFunction?: string;
    nodeTextFunction?: string;
    nodesSortFunction?: string;
}

// ── ThingsBoard's defaults ──

/** Children: the entities this one 'Contains' (one level down, common relations). */
export const defaultRelationQuery = (node: NodeContext): EntityRelationsQuery => ({
    parameters: { rootId: node.entity.id.id, rootType: node.entity.id.entityType, direction: 'FROM', relationTypeGroup: 'COMMON', maxLevel: 1 },
    filters: [{ relationType: 'Contains', entityTypes: [] }],
});

const TYPE_ICONS: Readonly<Record<string, string>> = {
    function: 'functions',
    DEVICE: 'devices_other',
    ASSET: 'domain',
    TENANT: 'supervisor_account',
    CUSTOMER: 'supervisor_account',
    USER: 'account_circle',
    DASHBOARD: 'dashboards',
    ALARM: 'notifications_active',
    ENTITY_VIEW: 'view_quilt',
};
export const defaultIcon = (node: NodeContext): NodeIcon => ({ materialIcon: TYPE_ICONS[node.entity.id.entityType] ?? 'insert_drive_file' });

/** Opened on first load down to the fourth level. */
export const defaultOpened = (node: NodeContext): boolean => node.level <= 4;

/** By entity type, then by name. */
export const defaultCompare = (a: NodeContext, b: NodeContext): number =>
    a.entity.id.entityType.localeCompare(b.entity.id.entityType) || a.entity.name.localeCompare(b.entity.name);

// ── The settings' functions, run in the sandbox ──

type NodeFunction = 'text' | 'icon' | 'disabled' | 'opened' | 'hasChildren' | 'query';
const SETTING_OF: Readonly<Record<NodeFunction, keyof EntitiesHierarchySettings>> = {
    text: 'nodeTextFunction',
    icon: 'nodeIconFunction',
    disabled: 'nodeDisabledFunction',
    opened: 'nodeOpenedFunction',
    hasChildren: 'nodeHasChildrenFunction',
    query: 'nodeRelationQueryFunction',
};

const bodyOf = (settings: EntitiesHierarchySettings, key: keyof EntitiesHierarchySettings): string | null => {
    const body = settings[key];
    return typeof body === 'string' && body.trim() !== '' ? body : null;
};

/** Plain data for the sandbox: the context without its ancestors' cycles (there are none) or functions. */
const plain = (node: NodeContext): NodeContext => JSON.parse(JSON.stringify(node)) as NodeContext;

export interface NodeJobs {
    jobs: CallJob[];
    /** For each job: which node and which function. */
    slots: Array<{ node: number; fn: NodeFunction }>;
}

/** The calls of every set node function for each node: `f(nodeCtx)`. */
export function nodeJobsOf(settings: EntitiesHierarchySettings, nodes: readonly NodeContext[]): NodeJobs {
    const jobs: CallJob[] = [];
    const slots: NodeJobs['slots'] = [];
    for (const fn of Object.keys(SETTING_OF) as NodeFunction[]) {
        const body = bodyOf(settings, SETTING_OF[fn]);
        if (!body) continue;
        nodes.forEach((node, index) => {
            jobs.push({ kind: 'call', body, argNames: ['nodeCtx'], args: [plain(node)] });
            slots.push({ node: index, fn });
        });
    }
    return { jobs, slots };
}

const isQuery = (value: unknown): value is EntityRelationsQuery => {
    const parameters = (value as EntityRelationsQuery | null)?.parameters;
    return typeof parameters === 'object' && parameters !== null && typeof parameters.rootId === 'string' && typeof parameters.rootType === 'string';
};
const isIcon = (value: unknown): value is NodeIcon =>
    typeof value === 'object' && value !== null && (typeof (value as NodeIcon).materialIcon === 'string' || typeof (value as NodeIcon).iconUrl === 'string');

const escapeText = (text: string) => text.replace(/[&<>"']/g, char => `&#${char.charCodeAt(0)};`);
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&[^;\s]+;/g, ' ').trim().toLowerCase();

/** Each node's look: the functions' answers where they gave one of the right kind, ThingsBoard's defaults elsewhere. */
export function nodeLooksOf(nodes: readonly NodeContext[], { slots }: NodeJobs, results: readonly SandboxJobResult[]): NodeLook[] {
    const answers = nodes.map(() => new Map<NodeFunction, unknown>());
    slots.forEach(({ node, fn }, index) => {
        const result = results[index];
        if (result && !result.error && result.value !== undefined) answers[node]!.set(fn, result.value);
    });
    return nodes.map((node, index) => {
        const answer = answers[index]!;
        const text = answer.get('text');
        const html = text !== undefined && text !== null ? sanitizeHtml(String(text)) : escapeText(node.entity.name);
        const icon = answer.get('icon');
        const query = answer.get('query');
        const disabled = answer.get('disabled');
        const opened = answer.get('opened');
        const hasChildren = answer.get('hasChildren');
        return {
            html,
            searchText: textOf(html),
            icon: isIcon(icon) ? icon : defaultIcon(node),
            disabled: typeof disabled === 'boolean' ? disabled : false,
            opened: typeof opened === 'boolean' ? opened : defaultOpened(node),
            hasChildren: typeof hasChildren === 'boolean' ? hasChildren : true,
            query: isQuery(query) ? query : defaultRelationQuery(node),
        };
    });
}

/**
 * One call that sorts a level's nodes with the settings' sort function `f(nodeCtx1, nodeCtx2)`:
 * the order as indexes, or undefined when the function returns nothing (as ThingsBoard drops such a
 * function). Null without a sort function.
 */
export function sortJobOf(settings: EntitiesHierarchySettings, nodes: readonly NodeContext[]): CallJob | null {
    const body = bodyOf(settings, 'nodesSortFunction');
    if (!body || nodes.length < 2) return null;
    return {
        kind: 'call',
        body: [
            'var compare = new Function("nodeCtx1", "nodeCtx2", body);',
            'if (compare(nodes[0], nodes[1]) === undefined) return undefined;',
            'return nodes.map(function (_node, index) { return index; }).sort(function (a, b) { return compare(nodes[a], nodes[b]); });',
        ].join('\n'),
        argNames: ['body', 'nodes'],
        args: [body, nodes.map(plain)],
    };
}

/** The nodes' order: the sort function's when it gave a full permutation, else ThingsBoard's default (type, then name). */
export function sortedIndexes(nodes: readonly NodeContext[], result: SandboxJobResult | null): number[] {
    const order: unknown = result && !result.error ? result.value : undefined;
    const isPermutation =
        Array.isArray(order) && order.length === nodes.length && new Set(order).size === nodes.length && order.every(index => Number.isInteger(index) && index >= 0 && index < nodes.length);
    if (isPermutation) return order as number[];
    return nodes.map((_node, index) => index).sort((a, b) => defaultCompare(nodes[a]!, nodes[b]!));
}
