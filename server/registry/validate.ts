import type { ResourceDefinition } from '../../resources/kernel';
import { badRequest } from '../errors';
import { topLevelFields } from './codec';

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The field rules an entry declares, with ThingsBoard's messages: required ("Device name should be
 * specified!"), 255-character limits, e-mail format, enumerations. `merged` is the entity as it will
 * be stored (the existing entity overlaid with the body).
 */
export function validateFields(resource: ResourceDefinition, merged: Record<string, unknown>): void {
    for (const [key, field] of topLevelFields(resource)) {
        if (field.schema.readOnly || field.joined || field.mirrors) continue;
        const value = merged[key];
        if (field.required && isBlank(value)) throw badRequest(field.required.message);
        if (typeof value !== 'string') continue;
        if (field.schema.maxLength !== undefined && value.length > field.schema.maxLength) {
            throw badRequest(`Validation error: ${key} length must be equal or less than ${field.schema.maxLength}`);
        }
        if (field.schema.format === 'email' && value !== '' && !EMAIL_PATTERN.test(value)) {
            throw badRequest(`Invalid email address format '${value}'!`);
        }
        if (field.schema.enum && !field.schema.enum.includes(value)) throw badRequest(`Invalid ${key}: '${value}'!`);
    }
}
