import Form from '@rjsf/mui';
import { schemaValidator as validator } from '../schemaForms/schemaValidator';
import { useMemo, useState } from 'react';
import { uiSchemaOf, withCheckboxDefaults, withCustomMessages, withoutEmptyStrings, type JsonFormValue } from './jsonFormValue';
import type { JsonFormInputProps } from './JsonFormInput';

/** The schema-form renderer; loaded lazily by JsonFormInput (part 2 §7). */
const JsonFormView = ({ value, onChange, disabled }: JsonFormInputProps & { value: JsonFormValue }) => {
    const { schema, model } = value;
    const uiSchema = useMemo(() => ({ ...uiSchemaOf(schema), 'ui:submitButtonOptions': { norender: true } }), [schema]);
    const transformErrors = useMemo(() => withCustomMessages(schema), [schema]);
    // The form holds its model from here on; the value only gives the starting one.
    const [formData, setFormData] = useState(() => withCheckboxDefaults(schema, model));
    return (
        <Form
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            validator={validator}
            disabled={disabled}
            liveValidate="onChange"
            showErrorList={false}
            noHtml5Validate
            transformErrors={transformErrors}
            onChange={({ formData: data, errors }) => {
                setFormData(data ?? {});
                onChange(withoutEmptyStrings((data ?? {}) as Record<string, unknown>), errors.length === 0);
            }}
        />
    );
};

export default JsonFormView;
