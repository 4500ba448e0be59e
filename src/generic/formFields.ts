import type { FieldDefinition, ResourceDefinition } from '../../resources/kernel';
import { isEditable, widgetOf } from './fieldKinds';

export interface FormField {
    source: string;
    field: FieldDefinition;
}

/** The fields a create or edit form shows, in the entry's order. */
export const formFieldsOf = (resource: ResourceDefinition): FormField[] =>
    Object.entries(resource.fields)
        .filter(([, field]) => isEditable(field))
        // A file's name follows the file; it is not typed in.
        .filter(([source]) => !(source === 'fileName' && Object.values(resource.fields).some(field => widgetOf(field) === 'file')))
        .map(([source, field]) => ({ source, field }));

/** Sources whose value is edited as JSON text and parsed back on save. */
export const jsonSourcesOf = (resource: ResourceDefinition): string[] =>
    formFieldsOf(resource)
        .filter(({ field }) => widgetOf(field) === 'json')
        .map(({ source }) => source);
