import { createHash } from 'node:crypto';
import { ACTION_NODES } from './actionNodes';
import { ENRICHMENT_NODES } from './enrichmentNodes';
import { EXTERNAL_NODES } from './externalNodes';
import { FILTER_NODES } from './filterNodes';
import { objectSchema, text } from './schema';
import { TRANSFORMATION_NODES } from './transformationNodes';
import type { ComponentType, RuleChainType, RuleNodeKind } from './types';

export const RULE_CHAIN_INPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';
export const RULE_CHAIN_OUTPUT_NODE = 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode';
export const GENERATOR_NODE = 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode';

/** Links between chains; the engine itself follows them (ruleEngine.ts). */
const FLOW_NODES: readonly RuleNodeKind[] = [
    {
        clazz: RULE_CHAIN_INPUT_NODE,
        type: 'FLOW',
        name: 'rule chain',
        description: 'Transfers the message to another rule chain',
        details: 'Allows to nest the rule chain similar to single rule node. The incoming message is forwarded to the input node of the specified target rule chain. The target rule chain may produce multiple labeled outputs. You may use the outputs to forward the results of processing to other rule nodes.',
        relationTypes: [],
        customRelations: true,
        ruleChainTypes: ['CORE'],
        defaultConfiguration: { ruleChainId: null },
        configurationSchema: objectSchema({ ruleChainId: text('Rule chain', { format: 'uuid' }) }, ['ruleChainId']),
        originator: 'untouched',
        configuredEntities: config => (config.ruleChainId ? [{ entityType: 'RULE_CHAIN', id: config.ruleChainId }] : []),
    },
    {
        clazz: RULE_CHAIN_OUTPUT_NODE,
        type: 'FLOW',
        name: 'output',
        description: 'Transfers the message to the caller rule chain',
        details: 'Produces output of the rule chain processing. The output is forwarded to the caller rule chain, as an output of the corresponding "input" rule node. The output rule node name corresponds to the relation type of the output message, and it is used to forward messages to other rule nodes in the caller rule chain.',
        relationTypes: [],
        outEnabled: false,
        ruleChainTypes: ['CORE'],
        defaultConfiguration: { version: 0 },
        configurationSchema: objectSchema({}),
        originator: 'untouched',
    },
];

/** Every rule node this server knows, in palette order. */
export const RULE_NODE_KINDS: readonly RuleNodeKind[] = [...FILTER_NODES, ...ENRICHMENT_NODES, ...TRANSFORMATION_NODES, ...ACTION_NODES, ...EXTERNAL_NODES, ...FLOW_NODES];

const byClazz = new Map(RULE_NODE_KINDS.map(kind => [kind.clazz, kind]));
export const ruleNodeKind = (clazz: string): RuleNodeKind | undefined => byClazz.get(clazz);

/** A stable id per class, so a descriptor keeps its id across restarts as ThingsBoard's stored descriptors do. */
function descriptorId(clazz: string): string {
    const hex = createHash('sha1').update(clazz).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Descriptors are "created" when this catalogue was written; ThingsBoard stamps its own at install time. */
const CATALOGUE_TIME = 1_609_459_200_000;

/** ThingsBoard's ComponentDescriptor JSON; the configuration schema rides along in nodeDefinition. */
export function componentDescriptor(kind: RuleNodeKind) {
    return {
        id: { id: descriptorId(kind.clazz) },
        createdTime: CATALOGUE_TIME,
        type: kind.type,
        scope: 'TENANT' as const,
        name: kind.name,
        clazz: kind.clazz,
        configurationDescriptor: {
            nodeDefinition: {
                details: kind.details,
                description: kind.description,
                inEnabled: kind.inEnabled ?? true,
                outEnabled: kind.outEnabled ?? true,
                relationTypes: kind.relationTypes,
                customRelations: kind.customRelations ?? false,
                ruleChainNode: kind.clazz === RULE_CHAIN_INPUT_NODE,
                defaultConfiguration: kind.defaultConfiguration,
                configurationSchema: kind.configurationSchema,
                uiResources: [],
                configDirective: '',
                icon: kind.icon ?? '',
                iconUrl: '',
                docUrl: '',
                ruleChainTypes: kind.ruleChainTypes ?? ['CORE', 'EDGE'],
                executes: kind.run !== undefined || kind.clazz === GENERATOR_NODE || kind.type === 'FLOW',
            },
        },
        actions: null,
    };
}

export function componentDescriptors(types: readonly ComponentType[], ruleChainType: RuleChainType) {
    return RULE_NODE_KINDS.filter(kind => types.includes(kind.type) && (kind.ruleChainTypes ?? ['CORE', 'EDGE']).includes(ruleChainType)).map(componentDescriptor);
}
