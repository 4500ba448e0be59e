import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { scriptFieldsOf, type ScriptSpec } from './scriptNodes';

/** The rjsf widget name script fields use. */
export const SCRIPT_WIDGET = 'ruleNodeScript';
/** Widgets of an originator pair (`originatorType` + `originatorId`): an entity type, then an entity of it. */
export const ORIGINATOR_TYPE_WIDGET = 'ruleNodeOriginatorType';
export const ORIGINATOR_ENTITY_WIDGET = 'ruleNodeOriginatorEntity';
/** The node that runs another rule chain (ThingsBoard's "rule chain" flow node). */
export const RULE_CHAIN_NODE_CLASS = 'org.thingsboard.rule.engine.flow.TbRuleChainInputNode';
/** The JSON Schema format the server gives script fields (with `x-tb-function-args`). */
export const SCRIPT_FORMAT = 'javascript';

const schemaOfValue = (value: unknown): RJSFSchema => {
    if (typeof value === 'boolean') return { type: 'boolean' };
    if (typeof value === 'number') return { type: 'number' };
    if (Array.isArray(value)) return { type: 'array', items: value.length > 0 ? schemaOfValue(value[0]) : { type: 'string' } };
    if (value !== null && typeof value === 'object') return inferredSchema(value as Record<string, unknown>);
    return { type: 'string' };
};

/**
 * A schema read off a configuration, for nodes whose descriptor brings none (classes the server
 * does not describe): every key editable with the type its value has.
 */
export const inferredSchema = (configuration: Record<string, unknown>): RJSFSchema => ({
    type: 'object',
    properties: Object.fromEntries(Object.entries(configuration).map(([key, value]) => [key, { title: key, ...schemaOfValue(value) }])),
});

/** A script field the class table does not know: run as a function returning JSON, with the schema's argument names. */
const specFromSchema = (field: string, property: Record<string, unknown>): ScriptSpec => ({
    field,
    scriptType: 'json',
    argNames: Array.isArray(property['x-tb-function-args']) ? (property['x-tb-function-args'] as string[]) : ['msg', 'metadata', 'msgType'],
    functionName: 'f',
    resultType: 'nocheck',
});

/** Script fields (the class's known ones, and any the schema marks as JavaScript) get the script editor with its test dialog. */
export const configurationUiSchema = (clazz: string | undefined, schema: RJSFSchema): UiSchema => {
    const known = new Map(scriptFieldsOf(clazz).map(spec => [spec.field, spec]));
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [field, property] of Object.entries(properties)) {
        if (property?.format === SCRIPT_FORMAT && !known.has(field)) known.set(field, specFromSchema(field, property));
    }
    const scripts = [...known.values()].map(spec => [spec.field, { 'ui:widget': SCRIPT_WIDGET, 'ui:options': { spec } }]);
    // A nested rule chain node names its chain: picked by name among the tenant's rule chains.
    const ruleChain = 'ruleChainId' in properties && clazz === RULE_CHAIN_NODE_CLASS ? [['ruleChainId', { 'ui:widget': ORIGINATOR_ENTITY_WIDGET, 'ui:options': { entityType: 'RULE_CHAIN' } }]] : [];
    const originator =
        'originatorType' in properties && 'originatorId' in properties
            ? [
                  ['originatorType', { 'ui:widget': ORIGINATOR_TYPE_WIDGET }],
                  ['originatorId', { 'ui:widget': ORIGINATOR_ENTITY_WIDGET, 'ui:options': { typeField: 'originatorType' } }],
              ]
            : [];
    return Object.fromEntries([...scripts, ...originator, ...ruleChain]);
};
