import type { RaRecord } from 'react-admin';
import { fieldKey, type ResourceDefinition } from '../../../resources/kernel';
import { displayKindOf, NULL_UUID, type DisplayKind } from '../../generic/fieldKinds';
import type { CsvColumn } from './exportCsv';
import { isoDateTime } from './isoDateTime';

export type Translate = (key: string, options?: object) => string;

/** What writing a value may need besides the value. */
export interface ListCsvContext {
    translate: Translate;
    /** Titles of referenced entities by uuid, filled page by page (see listCsvJob). */
    referenceNames: ReadonlyMap<string, string>;
}

/** The uuid an EntityId (or a bare id) names. */
export const referencedId = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null && 'id' in value) return referencedId((value as { id: unknown }).id);
    return undefined;
};

const text = (value: unknown): string =>
    value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

interface AssignedCustomer {
    title?: string;
    public?: boolean;
}

/**
 * Each display kind of the list (FieldDisplay) as the file holds it: what the cell shows, made exact
 * for other tools: ISO 8601 dates, true/false for checkboxes, numbers and byte counts unformatted,
 * references by the entity's title.
 */
const FORMATS: Record<DisplayKind, (value: unknown, context: ListCsvContext) => string> = {
    dateTime: value => (typeof value === 'number' ? isoDateTime(value) : ''),
    boolean: value => String(value === true),
    text,
    number: text,
    bytes: text,
    image: text,
    json: text,
    reference: (value, { referenceNames }) => referenceNames.get(referencedId(value) ?? '') ?? '',
    owner: (value, { translate }) => {
        const id = referencedId(value);
        return translate(!id || id === NULL_UUID ? 'entity.system' : 'entity.tenant');
    },
    assignedCustomers: (value, { translate }) =>
        (Array.isArray(value) ? (value as AssignedCustomer[]) : [])
            .map(customer => (customer.public ? translate('entity.is-public') : (customer.title ?? '')))
            .join(', '),
};

/** A record's value at a column's source; `additionalInfo.gateway` is a path, as react-admin's fields read it. */
export const valueAt = (record: RaRecord, source: string): unknown =>
    source in record
        ? record[source]
        : source.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), record);

/** The list's columns, headed by their translated labels, then the entity's id. */
export function listCsvColumns(resource: ResourceDefinition, context: ListCsvContext): CsvColumn<RaRecord>[] {
    const columns = resource.list.columns.map((column): CsvColumn<RaRecord> => {
        const format = FORMATS[displayKindOf(column.field, resource.fields[column.field]!)];
        return {
            header: context.translate(fieldKey(resource, column.field)),
            value: record => format(valueAt(record, column.field), context),
        };
    });
    return [...columns, { header: context.translate('csv-export.id'), value: record => String(record.id) }];
}

/** The list columns showing a referenced entity, with the resource its title comes from. */
export const referenceColumnsOf = (resource: ResourceDefinition): Array<{ field: string; reference: string }> =>
    resource.list.columns.flatMap(({ field }) => {
        const definition = resource.fields[field]!;
        return displayKindOf(field, definition) === 'reference' ? [{ field, reference: definition.ui!.reference! }] : [];
    });
