import type { RJSFSchema } from '@rjsf/utils';
import profileDataSchema from '../../../../schemas/documents/device-profile-data.json';

const { definitions } = profileDataSchema as unknown as { definitions: Record<string, RJSFSchema> };

// One object per schema, so the validator compiles each once (ajv caches by the schema object).
const built = new Map<string, RJSFSchema>();

/**
 * A definition of schemas/documents/device-profile-data.json (the schema the server validates
 * with) as a standalone schema, or a list of it; shared by the schema forms and the step checks.
 */
export const schemaOf = (definition: string, arrayOf = false, title?: string): RJSFSchema => {
    const key = `${definition}|${arrayOf}|${title ?? ''}`;
    let schema = built.get(key);
    if (!schema) {
        const ref = { $ref: `#/definitions/${definition}` };
        schema = { definitions, ...(arrayOf ? { type: 'array', items: ref } : ref), ...(title ? { title } : {}) } as RJSFSchema;
        built.set(key, schema);
    }
    return schema;
};
