import type { ResourceDefinition } from '../../resources/kernel';
import { badRequest } from '../errors';
import { lengthViolation, validationError } from '../http/validationMessages';
import { topLevelFields } from './codec';

/** DataValidator's e-mail pattern, case-insensitive. */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The field rules an entry declares, in ThingsBoard's order and words: first the annotated limits
 * of the whole object at once ("Validation error: length of name must be equal or less than 255"),
 * then the data validator's checks one by one: required ("Device name should be specified!"),
 * e-mail format, enumerations. `merged` is the entity as it will be stored (the existing entity
 * overlaid with the body).
 */
export function validateFields(resource: ResourceDefinition, merged: Record<string, unknown>): void {
    const fields = topLevelFields(resource).filter(([, field]) => !field.schema.readOnly && !field.joined && !field.mirrors);
    const violations = fields
        .filter(([key, field]) => {
            const value = merged[key];
            return field.schema.maxLength !== undefined && typeof value === 'string' && value.length > field.schema.maxLength;
        })
        .map(([key, field]) => lengthViolation(key, field.schema.maxLength!));
    if (violations.length > 0) throw badRequest(validationError(violations));

    for (const [key, field] of fields) {
        const value = merged[key];
        if (field.required && isBlank(value)) throw badRequest(field.required.message);
        if (typeof value !== 'string') continue;
        if (field.schema.format === 'email' && value !== '' && !EMAIL_PATTERN.test(value)) {
            throw badRequest(`Invalid email address format '${value}'!`);
        }
        if (field.schema.enum && !field.schema.enum.includes(value)) throw badRequest(`Invalid ${key}: '${value}'!`);
    }
}
