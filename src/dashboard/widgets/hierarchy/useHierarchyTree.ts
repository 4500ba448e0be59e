import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DataKey } from '../../model/dashboardConfig';
import type { DatasourceData } from '../../model/widgetData';
import { sharedDataKeySandbox } from '../../postProcessing/sharedSandbox';
import type { SandboxJobResult } from '../../postProcessing/sandboxJobs';
import { fetchChildren } from './hierarchyChildren';
import { nodeJobsOf, nodeLooksOf, sortedIndexes, sortJobOf, type EntitiesHierarchySettings, type NodeContext, type NodeLook } from './hierarchyModel';

/** One drawn node: its context, its look, and its children once loaded. */
export interface TreeNode {
    /** The path from its root (`DEVICE:id/ASSET:id`): one entity may sit under two parents. */
    id: string;
    ctx: NodeContext;
    look: NodeLook;
}

export interface HierarchyTree {
    roots: readonly TreeNode[];
    /** Loaded children by node id; a node missing here has not been opened yet. */
    children: ReadonlyMap<string, readonly TreeNode[]>;
    loading: ReadonlySet<string>;
    expanded: ReadonlySet<string>;
    toggle(node: TreeNode): void;
}

/** The datasources' entities as level-1 nodes, each key's latest value in `data` by the key's label. */
export function rootContextsOf(data: readonly DatasourceData[]): NodeContext[] {
    const roots = new Map<string, NodeContext>();
    for (const { datasource, dataKey, data: points } of data) {
        const isFunction = datasource.type === 'function';
        const entityType = isFunction ? 'function' : (datasource.entityType ?? '');
        let root = roots.get(datasource.rowKey);
        if (!root) {
            root = {
                entity: { id: { entityType, id: isFunction ? datasource.rowKey : (datasource.entityId ?? '') }, name: (isFunction ? datasource.name : datasource.entityName) ?? '', label: datasource.entityLabel ?? '' },
                data: {},
                level: 1,
            };
            roots.set(datasource.rowKey, root);
        }
        root.data[dataKey.label ?? dataKey.name] = points.at(-1)?.[1] ?? '';
    }
    return [...roots.values()];
}

const nodeKey = (ctx: NodeContext) => `${ctx.entity.id.entityType}:${ctx.entity.id.id}`;

/** Runs a level's functions in the sandbox; a failed batch (a function that never ends) leaves the defaults. */
async function describeLevel(settings: EntitiesHierarchySettings, contexts: NodeContext[], parentId: string | null): Promise<TreeNode[]> {
    const jobs = nodeJobsOf(settings, contexts);
    const sortJob = sortJobOf(settings, contexts);
    const batch = [...jobs.jobs, ...(sortJob ? [sortJob] : [])];
    let results: SandboxJobResult[] = [];
    if (batch.length > 0) results = await sharedDataKeySandbox().run(batch).catch(() => []);
    const looks = nodeLooksOf(contexts, jobs, results);
    return sortedIndexes(contexts, sortJob ? (results[jobs.jobs.length] ?? null) : null).map(index => ({
        id: parentId ? `${parentId}/${nodeKey(contexts[index]!)}` : nodeKey(contexts[index]!),
        ctx: contexts[index]!,
        look: looks[index]!,
    }));
}

/**
 * The tree's state: roots from the widget's data (their looks redone when a value changes), children
 * loaded by each node's relations query when it is first opened, and nodes the opened function marks
 * opened on first load.
 */
export function useHierarchyTree(data: readonly DatasourceData[], settings: EntitiesHierarchySettings, dataKeys: readonly DataKey[], keylessRoots: readonly NodeContext[] = []): HierarchyTree {
    const [roots, setRoots] = useState<readonly TreeNode[]>([]);
    const [children, setChildren] = useState<ReadonlyMap<string, readonly TreeNode[]>>(new Map());
    const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
    const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
    // Nodes whose opened function was applied once: the person's choice wins afterwards.
    const seen = useRef(new Set<string>());
    const requested = useRef(new Set<string>());
    const settingsKey = JSON.stringify(settings);
    const rootContexts = useMemo(() => [...rootContextsOf(data), ...keylessRoots], [data, keylessRoots]);
    const rootsKey = JSON.stringify(rootContexts);

    const open = useCallback((nodes: readonly TreeNode[]) => {
        const fresh = nodes.filter(node => !seen.current.has(node.id));
        fresh.forEach(node => seen.current.add(node.id));
        const opened = fresh.filter(node => node.look.opened && node.look.hasChildren && node.ctx.entity.id.entityType !== 'function');
        if (opened.length > 0) setExpanded(current => new Set([...current, ...opened.map(node => node.id)]));
    }, []);

    useEffect(() => {
        let current = true;
        void describeLevel(settings, rootContexts, null).then(nodes => {
            if (!current) return;
            setRoots(nodes);
            open(nodes);
        });
        return () => {
            current = false;
        };
        // The keys stand for the contents.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [rootsKey, settingsKey, open]);

    const all = useMemo(() => {
        const byId = new Map<string, TreeNode>();
        const add = (nodes: readonly TreeNode[]) => nodes.forEach(node => byId.set(node.id, node));
        add(roots);
        children.forEach(add);
        return byId;
    }, [roots, children]);

    // An expanded node whose children are not loaded yet loads them.
    useEffect(() => {
        for (const id of expanded) {
            const node = all.get(id);
            if (!node || requested.current.has(id)) continue;
            requested.current.add(id);
            setLoading(current => new Set([...current, id]));
            void fetchChildren(node.look.query, dataKeys)
                .then(found => describeLevel(settings, found.map(child => ({ ...child, level: node.ctx.level + 1, parentNodeCtx: node.ctx })), id))
                .catch(() => [] as TreeNode[])
                .then(nodes => {
                    setChildren(current => new Map(current).set(id, nodes));
                    setLoading(current => new Set([...current].filter(other => other !== id)));
                    open(nodes);
                });
        }
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [expanded, all]);

    const toggle = useCallback((node: TreeNode) => {
        setExpanded(current => {
            const next = new Set(current);
            if (next.has(node.id)) next.delete(node.id);
            else next.add(node.id);
            return next;
        });
    }, []);

    return { roots, children, loading, expanded, toggle };
}
