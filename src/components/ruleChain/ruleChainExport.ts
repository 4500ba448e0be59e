import type { RuleChainFields, RuleChainMetaData } from './ruleChainModel';

/** ThingsBoard's rule chain file: the chain and its graph without ids (ThingsBoard's own files are test fixtures in tests/fixtures/rule_chains). */
export interface RuleChainFile {
    ruleChain: RuleChainFields;
    metadata: Omit<RuleChainMetaData, 'ruleChainId'> & Partial<Pick<RuleChainMetaData, 'ruleChainId'>>;
}

/** The export of a saved chain: ids, owners and times left out, as ThingsBoard's "Export rule chain". */
export const ruleChainFile = (ruleChain: RuleChainFields, metadata: RuleChainMetaData): RuleChainFile => ({
    ruleChain: {
        additionalInfo: ruleChain.additionalInfo ?? null,
        name: ruleChain.name,
        type: ruleChain.type,
        firstRuleNodeId: null,
        root: false,
        debugMode: ruleChain.debugMode ?? false,
        configuration: ruleChain.configuration ?? null,
    },
    metadata: {
        firstNodeIndex: metadata.firstNodeIndex ?? null,
        nodes: metadata.nodes.map(({ id: _id, createdTime: _created, ruleChainId: _chain, ...node }) => node),
        connections: metadata.connections ?? [],
        ruleChainConnections: metadata.ruleChainConnections ?? null,
    },
});

/** The file's name: the chain's name in lower case with underscores, as ThingsBoard names it. */
export const ruleChainFileName = (name: string | undefined) => `${(name ?? 'rule_chain').trim().toLowerCase().replace(/\s+/g, '_') || 'rule_chain'}.json`;

/** An i18n key for what makes a file not a rule chain, or null when it is one. */
export const ruleChainFileError = (content: unknown): string | null => {
    if (!content || typeof content !== 'object') return 'rulechain.invalid-rulechain-file-error';
    const { ruleChain, metadata } = content as Record<string, unknown>;
    if (!ruleChain || typeof ruleChain !== 'object' || typeof (ruleChain as RuleChainFields).name !== 'string') return 'rulechain.invalid-rulechain-file-error';
    if (!metadata || typeof metadata !== 'object' || !Array.isArray((metadata as RuleChainMetaData).nodes)) return 'rulechain.invalid-rulechain-file-error';
    return null;
};

/** A rule chain file ready for the editor: a new, unsaved, non-root chain of the expected type. */
export const importedChain = (file: RuleChainFile, type: 'CORE' | 'EDGE'): { ruleChain: RuleChainFields; metadata: RuleChainMetaData } => ({
    ruleChain: { ...file.ruleChain, id: undefined, root: false, type, firstRuleNodeId: null },
    metadata: {
        ...file.metadata,
        ruleChainId: { entityType: 'RULE_CHAIN', id: '' },
        nodes: file.metadata.nodes.map(({ id: _id, createdTime: _created, ruleChainId: _chain, ...node }) => node),
    },
});

/** The chain picked in the list's import, waiting for the editor (ThingsBoard's item buffer). */
let pendingImport: { ruleChain: RuleChainFields; metadata: RuleChainMetaData } | null = null;

export const importedRuleChain = {
    put(chain: { ruleChain: RuleChainFields; metadata: RuleChainMetaData }) {
        pendingImport = chain;
    },
    peek: () => pendingImport,
};
