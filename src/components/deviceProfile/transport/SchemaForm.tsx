import Form from '@rjsf/mui';
import type { UiSchema } from '@rjsf/utils';
import { schemaValidator as validator } from '../../schemaForms/schemaValidator';
import { schemaOf } from './profileSchema';

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

/**
 * A nested profile document rendered from the same JSON Schema the server validates with.
 * Rendered as a <div>: it lives inside the profile's own form.
 */
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
