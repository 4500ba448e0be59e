import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Event } from '../../../shared/generated/api.gen';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { FROM, type TimePagedColumn } from './TimePagedTable';

export type EventType = 'ERROR' | 'LC_EVENT' | 'STATS' | 'DEBUG_RULE_NODE' | 'DEBUG_RULE_CHAIN';

export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
    ERROR: 'event.type-error',
    LC_EVENT: 'event.type-lc-event',
    STATS: 'event.type-stats',
    DEBUG_RULE_NODE: 'event.type-debug-rule-node',
    DEBUG_RULE_CHAIN: 'event.type-debug-rule-chain',
};

/** The event types an entity offers: every entity has errors, lifecycle and statistics; rule chains and nodes also debug. */
export function eventTypesOf(entityType: string): EventType[] {
    const common: EventType[] = ['ERROR', 'LC_EVENT', 'STATS'];
    if (entityType === 'RULE_CHAIN') return [...common, 'DEBUG_RULE_CHAIN'];
    if (entityType === 'RULE_NODE') return [...common, 'DEBUG_RULE_NODE'];
    return common;
}

type Translate = (key: string, options?: object) => string;
type Column = TimePagedColumn<Event>;

const field = (event: Event, name: string): unknown => (event.body && typeof event.body === 'object' ? (event.body as Record<string, unknown>)[name] : undefined);
const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/** A field of the event's body as a plain column shows it (and the CSV export writes it). */
export const eventBodyText = (event: Event, name: string): string => text(field(event, name));

/** A lifecycle event's outcome label. */
export const successLabel = (event: Event): string => (field(event, 'success') === true ? 'event.success' : 'event.failed');

/** Long text in one line, whole in its tooltip. */
const Clipped = ({ value }: { value: unknown }) => {
    const content = text(value);
    if (!content) return null;
    return (
        <Tooltip title={<span style={{ whiteSpace: 'pre-wrap' }}>{content}</span>}>
            <Typography variant="body2" component="span" sx={{ display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontFamily: 'monospace', fontSize: 12 }}>
                {content}
            </Typography>
        </Tooltip>
    );
};

const plain = (key: string, label: string, sx?: Column['sx']): Column => ({ key, label, sx, render: event => eventBodyText(event, key) });
const clipped = (key: string, label: string, sx?: Column['sx']): Column => ({ key, label, sx, render: event => <Clipped value={field(event, key)} /> });

const time: Column = { key: 'createdTime', label: 'event.event-time', sort: 'createdTime', sx: { whiteSpace: 'nowrap' }, render: event => formatDateTime(event.createdTime) };
const server = plain('server', 'event.server', FROM.md);
const error = clipped('error', 'event.error');

const debugColumns: Column[] = [
    time,
    server,
    plain('type', 'event.type'),
    plain('entityName', 'event.entity', FROM.sm),
    clipped('msgId', 'event.message-id', FROM.lg),
    plain('msgType', 'event.message-type', FROM.sm),
    plain('relationType', 'event.relation-type', FROM.md),
    clipped('data', 'event.data', FROM.md),
    clipped('metadata', 'event.metadata', FROM.lg),
    error,
];

/** ThingsBoard's columns per event type. */
export function eventColumns(type: EventType, translate: Translate): Column[] {
    switch (type) {
        case 'ERROR':
            return [time, server, plain('method', 'event.method'), error];
        case 'LC_EVENT':
            return [
                time,
                server,
                plain('event', 'event.event'),
                { key: 'success', label: 'event.status', render: event => translate(successLabel(event)) },
                error,
            ];
        case 'STATS':
            return [time, server, plain('messagesProcessed', 'event.messages-processed'), plain('errorsOccurred', 'event.errors-occurred')];
        case 'DEBUG_RULE_NODE':
        case 'DEBUG_RULE_CHAIN':
            return debugColumns;
    }
}
