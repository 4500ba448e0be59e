import { badRequest } from '../errors';
import type { SqlCondition } from './timePage';

export const EVENT_TYPES = ['ERROR', 'LC_EVENT', 'STATS', 'DEBUG_RULE_NODE', 'DEBUG_RULE_CHAIN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * How one field of ThingsBoard 3.3's EventFilter matches the event body:
 * - `contains`: the body field contains the text, case-insensitively;
 * - `equals`: the body field is exactly the text;
 * - `atLeast`: the body field is a number at least this large;
 * - `status`: 'Success' or 'Failure' against the boolean `success`;
 * - `hasError`: true keeps only events whose body has an `error`.
 */
type Match = 'contains' | 'equals' | 'atLeast' | 'status' | 'hasError';

interface FilterField {
    /** The body field it reads. */
    bodyField: string;
    match: Match;
}

const server: FilterField = { bodyField: 'server', match: 'contains' };
const errorStr: FilterField = { bodyField: 'error', match: 'contains' };

const debugFields: Readonly<Record<string, FilterField>> = {
    server,
    msgDirectionType: { bodyField: 'type', match: 'equals' },
    entityName: { bodyField: 'entityName', match: 'contains' },
    entityId: { bodyField: 'entityId', match: 'equals' },
    msgType: { bodyField: 'msgType', match: 'contains' },
    relationType: { bodyField: 'relationType', match: 'contains' },
    dataSearch: { bodyField: 'data', match: 'contains' },
    metadataSearch: { bodyField: 'metadata', match: 'contains' },
    isError: { bodyField: 'error', match: 'hasError' },
    errorStr,
};

/** The filter fields of each event type (ErrorEventFilter, LifeCycleEventFilter, …) and what their body holds. */
export const EVENT_FILTER_FIELDS: Readonly<Record<EventType, Readonly<Record<string, FilterField>>>> = {
    ERROR: { server, method: { bodyField: 'method', match: 'contains' }, errorStr },
    LC_EVENT: { server, event: { bodyField: 'event', match: 'contains' }, status: { bodyField: 'success', match: 'status' }, errorStr },
    STATS: { server, messagesProcessed: { bodyField: 'messagesProcessed', match: 'atLeast' }, errorsOccurred: { bodyField: 'errorsOccurred', match: 'atLeast' } },
    DEBUG_RULE_NODE: debugFields,
    DEBUG_RULE_CHAIN: debugFields,
};

export interface EventFilter {
    eventType: EventType;
    [field: string]: unknown;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, c => `\\${c}`);

function conditionOf(name: string, field: FilterField, value: unknown): SqlCondition | null {
    const path = `json_extract(body, '$.${field.bodyField}')`;
    const invalid = () => badRequest(`Invalid value of event filter field '${name}'`);
    switch (field.match) {
        case 'contains':
        case 'equals':
            if (typeof value !== 'string') throw invalid();
            if (value.trim() === '') return null;
            return field.match === 'equals'
                ? { sql: `${path} = ?`, params: [value] }
                : { sql: `LOWER(${path}) LIKE ? ESCAPE '\\'`, params: [`%${escapeLike(value.toLowerCase())}%`] };
        case 'atLeast':
            if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid();
            return { sql: `${path} >= ?`, params: [value] };
        case 'status':
            if (value === '') return null;
            if (value !== 'Success' && value !== 'Failure') throw invalid();
            return { sql: `${path} = ?`, params: [value === 'Success' ? 1 : 0] };
        case 'hasError':
            if (typeof value !== 'boolean') throw invalid();
            return value ? { sql: `${path} IS NOT NULL`, params: [] } : null;
    }
}

/** The WHERE conditions of a filter body; an unset (null) field does not filter, a mistyped one is a 400. */
export function eventFilterConditions(filter: EventFilter): SqlCondition[] {
    const fields = EVENT_FILTER_FIELDS[filter.eventType];
    const conditions: SqlCondition[] = [{ sql: 'event_type = ?', params: [filter.eventType] }];
    for (const [name, field] of Object.entries(fields)) {
        const value = filter[name];
        if (value === undefined || value === null) continue;
        const condition = conditionOf(name, field, value);
        if (condition) conditions.push(condition);
    }
    return conditions;
}
