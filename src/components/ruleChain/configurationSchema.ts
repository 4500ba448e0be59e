import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { scriptFieldsOf, type ScriptSpec } from './scriptNodes';

/** The rjsf widget name script fields use. */
export const SCRIPT_WIDGET = 'ruleNodeScript';

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

/** Script fields of the node's class get the script editor with its test dialog. */
export const configurationUiSchema = (clazz: string | undefined): UiSchema =>
    Object.fromEntries(
        scriptFieldsOf(clazz).map((spec: ScriptSpec) => [spec.field, { 'ui:widget': SCRIPT_WIDGET, 'ui:options': { spec } }])
    );
