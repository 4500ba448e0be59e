import type { DocumentComparison, NamedChange } from './comparison';
import { jsonDiff } from './jsonDiff';
import { isRecord, keyedChanges, textOf } from './keyedChanges';

/** The chain's own fields a compare lists (its graph is the metadata's). */
const CHAIN_FIELDS = ['name', 'type', 'root', 'debugMode', 'configuration', 'additionalInfo'] as const;
/** The link from the drawn input node to the first rule node. */
export const INPUT_KEY = 'input';

interface ChainParts {
    /** Rule nodes by key, in the metadata's order. */
    nodes: Map<string, Record<string, unknown>>;
    /** Links by `from->to:type`. */
    links: Map<string, { from: string; to: string; type: string }>;
    chain: Record<string, unknown>;
}

/**
 * The key a rule node keeps across versions: its saved id, else its type and name (a node in an
 * imported document has no id yet). Both the compare and the drawn graphs use it.
 */
export const ruleNodeKey = (node: unknown, index: number): string => {
    if (!isRecord(node)) return `#${index}`;
    const id = isRecord(node.id) ? textOf(node.id.id) : undefined;
    return id ?? `${String(node.type)}:${String(node.name)}`;
};

export const linkKey = (from: string, to: string, type: string) => `${from}->${to}:${type}`;

/** The nodes and links of a rule chain version ({ruleChain, metadata}). */
export function chainParts(document: unknown): ChainParts {
    const root = isRecord(document) ? document : {};
    const metadata = isRecord(root.metadata) ? root.metadata : {};
    const list = Array.isArray(metadata.nodes) ? metadata.nodes : [];
    const keys = list.map(ruleNodeKey);
    const nodes = new Map(list.map((node, index) => [keys[index]!, isRecord(node) ? node : {}]));
    const links = new Map<string, { from: string; to: string; type: string }>();
    const first = typeof metadata.firstNodeIndex === 'number' ? keys[metadata.firstNodeIndex] : undefined;
    if (first) links.set(linkKey(INPUT_KEY, first, ''), { from: INPUT_KEY, to: first, type: '' });
    for (const connection of Array.isArray(metadata.connections) ? metadata.connections : []) {
        if (!isRecord(connection)) continue;
        const [from, to] = [keys[Number(connection.fromIndex)], keys[Number(connection.toIndex)]];
        const type = String(connection.type ?? '');
        if (from && to) links.set(linkKey(from, to, type), { from, to, type });
    }
    return { nodes, links, chain: isRecord(root.ruleChain) ? root.ruleChain : {} };
}

const nodeName = (node: Record<string, unknown> | undefined, key: string): string => (key === INPUT_KEY ? 'Input' : (textOf(node?.name) ?? key));

/**
 * Two versions of a rule chain: rule nodes and links added, removed or changed, by name (a link
 * reads `From → To (Success)`), and the chain's own fields that changed.
 */
export function compareRuleChains(before: unknown, after: unknown): DocumentComparison {
    const [old, now] = [chainParts(before), chainParts(after)];
    const nodes = keyedChanges(old.nodes, now.nodes, (node, key) => nodeName(node, key));
    const linkName = (link: { from: string; to: string; type: string }) => {
        const named = (key: string) => nodeName(now.nodes.get(key) ?? old.nodes.get(key), key);
        return `${named(link.from)} → ${named(link.to)}${link.type ? ` (${link.type})` : ''}`;
    };
    const links = keyedChanges(old.links, now.links, linkName);
    const fields: NamedChange[] = CHAIN_FIELDS.flatMap(field =>
        jsonDiff(old.chain[field] ?? null, now.chain[field] ?? null, 1).length > 0 ? [{ kind: 'changed' as const, id: field, name: field }] : [],
    );
    return {
        sections: [
            { section: 'nodes', changes: nodes },
            { section: 'links', changes: links },
            { section: 'fields', changes: fields },
        ],
        json: jsonDiff(before, after),
    };
}
