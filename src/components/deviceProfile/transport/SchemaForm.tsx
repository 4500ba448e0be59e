import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import profileDataSchema from '../../../../schemas/documents/device-profile-data.json';

export interface SchemaFormProps {
    /** A definition of schemas/documents/device-profile-data.json. */
    definition: string;
    /** Edits a list of that definition (LwM2M bootstrap servers). */
    arrayOf?: boolean;
    title?: string;
    value: unknown;
    onChange: (value: unknown) => void;
    uiSchema?: UiSchema;
}

const { definitions } = profileDataSchema as unknown as { definitions: Record<string, RJSFSchema> };

/**
 * A nested profile document rendered from the same JSON Schema the server validates with.
 * Rendered as a <div>: it lives inside the profile's own form.
 */
const schemaOf = (definition: string, arrayOf: boolean, title?: string): RJSFSchema => {
    const ref = { $ref: `#/definitions/${definition}` };
    return { definitions, ...(arrayOf ? { type: 'array', items: ref } : ref), ...(title ? { title } : {}) } as RJSFSchema;
};

const SchemaForm = ({ definition, arrayOf = false, title, value, onChange, uiSchema }: SchemaFormProps) => (
    <Form
        tagName="div"
        schema={schemaOf(definition, arrayOf, title)}
        formData={value}
        validator={validator}
        liveValidate
        showErrorList={false}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true }, ...uiSchema }}
        onChange={event => onChange(event.formData)}
    />
);

export default SchemaForm;
