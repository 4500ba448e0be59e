import Typography from '@mui/material/Typography';
import type { EdgeEvent } from '../../../shared/generated/api.gen';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { FROM, type TimePagedColumn } from '../events/TimePagedTable';
import { edgeEventActionKey, edgeEventStatus, edgeEventTypeKey } from './edgeEventStatus';

type Translate = (key: string, options?: object) => string;

/** ThingsBoard's edge event table: time, type, action, entity id, status (DEPLOYED black, PENDING grey). */
export function edgeEventColumns(translate: Translate, queueStartTs: number | null): Array<TimePagedColumn<EdgeEvent>> {
    const actionOf = (event: EdgeEvent) => translate(edgeEventActionKey(event.action), { _: event.action });
    return [
        { key: 'createdTime', label: 'event.event-time', sort: 'createdTime', sx: { whiteSpace: { xs: 'normal', sm: 'nowrap' } }, render: event => formatDateTime(event.createdTime) },
        {
            key: 'type',
            label: 'event.type',
            render: event => (
                <>
                    {translate(edgeEventTypeKey(event.type), { _: event.type })}
                    {/* Phones have no room for the action's own column: it goes under the type. */}
                    <Typography variant="caption" component="div" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                        {actionOf(event)}
                    </Typography>
                </>
            ),
        },
        { key: 'action', label: 'edge.event-action', sx: FROM.sm, render: actionOf },
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
