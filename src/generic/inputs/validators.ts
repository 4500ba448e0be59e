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

/** At most `max` characters; the message's "characters" agrees with the number ("1 символа", "5 символов"). */
export const maxLengthOf = (max: number): Validator =>
    maxLength(max, () => ({ message: 'entity.max-length', args: { max, smart_count: max } }));

/** The validators a field's schema and ui hints ask for, with ThingsBoard's messages. */
export const validatorsOf = (field: FieldDefinition): Validator[] => {
    const validators: Validator[] = [];
    if (field.required) validators.push(required(field.ui?.requiredKey ?? 'ra.validation.required'));
    const widget = widgetOf(field);
    if (field.schema.maxLength && widget !== 'subtype') {
        validators.push(maxLengthOf(field.schema.maxLength));
    }
    if (widget === 'email' || field.schema.format === 'email') validators.push(email('user.invalid-email-format'));
    return validators;
};
