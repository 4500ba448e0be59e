import Typography from '@mui/material/Typography';
import type { EdgeEvent } from '../../generated/api.gen';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { FROM, type TimePagedColumn } from '../events/TimePagedTable';
import { edgeEventActionKey, edgeEventStatus, edgeEventTypeKey } from './edgeEventStatus';

type Translate = (key: string, options?: object) => string;

/** ThingsBoard's edge event table: time, type, action, entity id, status (DEPLOYED black, PENDING grey). */
export function edgeEventColumns(translate: Translate, queueStartTs: number | null): Array<TimePagedColumn<EdgeEvent>> {
    return [
        { key: 'createdTime', label: 'event.event-time', sort: 'createdTime', sx: { whiteSpace: 'nowrap' }, render: event => formatDateTime(event.createdTime) },
        { key: 'type', label: 'event.type', render: event => translate(edgeEventTypeKey(event.type), { _: event.type }) },
        { key: 'action', label: 'edge.event-action', render: event => translate(edgeEventActionKey(event.action), { _: event.action }) },
        {
            key: 'entityId',
            label: 'edge.entity-id',
            sx: FROM.md,
            render: event => (
                <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}>
                    {event.entityId ?? ''}
                </Typography>
            ),
        },
        {
            key: 'status',
            label: 'event.status',
            render: event => {
                const status = edgeEventStatus(event.createdTime, queueStartTs);
                return (
                    <Typography variant="body2" component="span" data-status={status} sx={{ color: status === 'DEPLOYED' ? 'text.primary' : 'text.disabled', fontWeight: 500 }}>
                        {translate(status === 'DEPLOYED' ? 'edge.deployed' : 'edge.pending')}
                    </Typography>
                );
            },
        },
    ];
}
