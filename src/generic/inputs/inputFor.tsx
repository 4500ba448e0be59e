import {
    BooleanInput,
    NumberInput,
    PasswordInput,
    SelectInput,
    TextInput,
    useTranslate,
} from 'react-admin';
import { fieldKey, type FieldDefinition, type ResourceDefinition } from '../../../resources/kernel';
import { widgetOf } from '../fieldKinds';
import { ContactInput } from './ContactInput';
import { EntityReferenceInput } from './EntityReferenceInput';
import { FileDataInput } from './FileDataInput';
import { JsonInput } from './JsonInput';
import { SubtypeInput } from './SubtypeInput';
import { validatorsOf } from './validators';

interface FieldInputProps {
    resource: ResourceDefinition;
    source: string;
    field: FieldDefinition;
}

/** One form input for one registry field: the schema and its ui hints decide which. */
export const FieldInput = ({ resource, source, field }: FieldInputProps) => {
    const translate = useTranslate();
    const label = fieldKey(resource, source);
    const validate = validatorsOf(field);
    const isRequired = !!field.required;
    switch (widgetOf(field)) {
        case 'textarea':
            return <TextInput source={source} label={label} validate={validate} multiline minRows={2} />;
        case 'email':
            return <TextInput source={source} label={label} validate={validate} type="email" />;
        case 'password':
            return <PasswordInput source={source} label={label} validate={validate} />;
        case 'number':
            return <NumberInput source={source} label={label} validate={validate} />;
        case 'boolean':
            return <BooleanInput source={source} label={label} validate={validate} />;
        case 'select':
            return (
                <SelectInput
                    source={source}
                    label={label}
                    validate={validate}
                    choices={(field.schema.enum ?? []).map(value => ({
                        id: value,
                        name: translate(`${label}.${value}`, { _: humanize(value) }),
                    }))}
                    translateChoice={false}
                    emptyText={isRequired ? undefined : ' '}
                />
            );
        case 'subtype':
            return (
                <SubtypeInput
                    source={source}
                    label={translate(label)}
                    singular={resource.singular}
                    requiredKey={field.ui?.requiredKey}
                    isRequired={isRequired}
                />
            );
        case 'reference':
            return (
                <EntityReferenceInput
                    source={source}
                    label={translate(label)}
                    reference={field.ui?.reference}
                    requiredKey={field.ui?.requiredKey}
                    isRequired={isRequired || !!field.ui?.requiredKey}
                    asUuid={field.schema.format === 'uuid'}
                />
            );
        case 'contact':
            return <ContactInput source={source} />;
        case 'json':
            return <JsonInput source={source} label={label} validate={validate} />;
        case 'image':
            return <FileDataInput source={source} label={translate(label)} kind="image" isRequired={isRequired} />;
        case 'file':
            return (
                <FileDataInput
                    source={source}
                    label={translate(label)}
                    kind="file"
                    isRequired={isRequired}
                    fileNameSource={'fileName' in resource.fields ? 'fileName' : undefined}
                />
            );
        default:
            return <TextInput source={source} label={label} validate={validate} />;
    }
};

/** `ALLOW_CREATE_NEW_DEVICES` → `Allow create new devices`, when no phrase exists. */
const humanize = (value: string) =>
    value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');
