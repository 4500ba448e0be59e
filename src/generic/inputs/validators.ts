import { email, maxLength, required, type Validator } from 'react-admin';
import type { FieldDefinition } from '../../../resources/kernel';
import { widgetOf } from '../fieldKinds';

/** JSON text that does not parse is refused, as ThingsBoard's JSON inputs do. */
export const validJson: Validator = value => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    try {
        JSON.parse(value);
        return undefined;
    } catch {
        return 'entity.invalid-json';
    }
};

/** The validators a field's schema and ui hints ask for, with ThingsBoard's messages. */
export const validatorsOf = (field: FieldDefinition): Validator[] => {
    const validators: Validator[] = [];
    if (field.required) validators.push(required(field.ui?.requiredKey ?? 'ra.validation.required'));
    const widget = widgetOf(field);
    if (field.schema.maxLength && widget !== 'subtype') {
        validators.push(maxLength(field.schema.maxLength, 'entity.max-length'));
    }
    if (widget === 'email' || field.schema.format === 'email') validators.push(email('user.invalid-email-format'));
    return validators;
};
