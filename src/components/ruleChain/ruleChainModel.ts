import type { components } from '../../../shared/generated/api.gen';

export type RuleChain = components['schemas']['RuleChain'];
export type RuleChainFields = components['schemas']['RuleChainFields'];
export type RuleChainMetaData = components['schemas']['RuleChainMetaData'];
export type RuleNode = components['schemas']['RuleNode'];
export type NodeConnection = components['schemas']['NodeConnectionInfo'];
export type ComponentDescriptor = components['schemas']['ComponentDescriptor'];

/** Palette categories in ThingsBoard's order, plus the drawn-only INPUT and UNKNOWN. */
export const PALETTE_CATEGORIES = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL', 'FLOW'] as const;
export type NodeCategory = (typeof PALETTE_CATEGORIES)[number] | 'INPUT' | 'UNKNOWN';

/** What the editor reads from `configurationDescriptor.nodeDefinition` (reference §1.6). */
export interface NodeDefinition {
    description: string;
    details: string;
    inEnabled: boolean;
    outEnabled: boolean;
    relationTypes: string[];
    customRelations: boolean;
    /** A nested rule chain (TbRuleChainInputNode): its links carry the target chain's output labels. */
    ruleChainNode: boolean;
    defaultConfiguration: Record<string, unknown>;
    /** JSON Schema of the node's configuration, when the server describes it. */
    configurationSchema: Record<string, unknown> | null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The node definition of a descriptor, with ThingsBoard's defaults for what it leaves out. */
export const nodeDefinitionOf = (descriptor: ComponentDescriptor | undefined): NodeDefinition => {
    const configurationDescriptor = asRecord(descriptor?.configurationDescriptor);
    const definition = asRecord(configurationDescriptor.nodeDefinition);
    const schema = definition.configurationSchema ?? configurationDescriptor.configurationSchema ?? configurationDescriptor.schema;
    return {
        description: typeof definition.description === 'string' ? definition.description : '',
        details: typeof definition.details === 'string' ? definition.details : '',
        inEnabled: definition.inEnabled !== false,
        outEnabled: definition.outEnabled !== false,
        relationTypes: Array.isArray(definition.relationTypes) ? definition.relationTypes.filter((type): type is string => typeof type === 'string') : [],
        customRelations: definition.customRelations === true,
        ruleChainNode: definition.ruleChainNode === true,
        defaultConfiguration: asRecord(definition.defaultConfiguration),
        configurationSchema: schema && typeof schema === 'object' ? (schema as Record<string, unknown>) : null,
    };
};

/** A descriptor's category; unknown classes (no descriptor) are drawn as UNKNOWN. */
export const categoryOf = (descriptor: ComponentDescriptor | undefined): NodeCategory =>
    (PALETTE_CATEGORIES as readonly string[]).includes(descriptor?.type ?? '') ? (descriptor!.type as NodeCategory) : 'UNKNOWN';

/** The short class name ThingsBoard shows under a node's name. */
export const shortClassName = (clazz: string | undefined) => (clazz ?? '').split('.').pop() ?? '';
