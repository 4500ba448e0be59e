import DataObjectIcon from '@mui/icons-material/DataObject';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityType } from '../../../resources/kernel';
import type { EdgeEvent } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { TimeWindowedPanel, useTimeWindowedParams } from '../events/TimeWindowedPanel';
import { rangeOf } from '../timewindow/historyWindow';
import { EdgeEventBodyDialog } from './EdgeEventBodyDialog';
import { edgeEventColumns } from './edgeEventColumns';
import { QUEUE_START_TS } from './edgeEventStatus';

interface EdgeEventPage {
    data: EdgeEvent[];
    totalElements: number;
}

/**
 * An edge's downlink queue in a time window, newest first, each event DEPLOYED (the edge has read
 * it: it is older than the edge's queueStartTs) or PENDING. The queries reload with the console's
 * refresh, so a Sync in the toolbar shows its effect here.
 */
export const EdgeEventsTab = ({ entityId }: { entityType: EntityType; entityId: string }) => {
    const translate = useTranslate();
    const paging = useTimeWindowedParams();
    const { params } = paging;
    const [shownBody, setShownBody] = useState<EdgeEvent | null>(null);

    const events = useQuery({
        queryKey: ['edgeEvents', entityId, params],
        queryFn: ({ signal }) => {
            const { startTime, endTime } = rangeOf(params.window);
            return httpClient.request<EdgeEventPage>(`/api/edge/${entityId}/events`, {
                query: { pageSize: params.pageSize, page: params.page, sortProperty: 'createdTime', sortOrder: params.sortOrder, startTime, endTime },
                signal,
            });
        },
    });
    const queueStartTs = useQuery({
        queryKey: ['edgeQueueStartTs', entityId],
        queryFn: async ({ signal }) => {
            const attributes = await httpClient.request<Array<{ key: string; value: unknown }>>(`/api/plugins/telemetry/EDGE/${entityId}/values/attributes/SERVER_SCOPE`, {
                query: { keys: QUEUE_START_TS },
                signal,
            });
            const value = attributes.find(attribute => attribute.key === QUEUE_START_TS)?.value;
            return typeof value === 'number' ? value : null;
        },
    });
    const reload = () => void Promise.all([events.refetch(), queueStartTs.refetch()]);

    return (
        <TimeWindowedPanel
            paging={paging}
            onRefresh={reload}
            label={translate('entity.edge-events')}
            columns={edgeEventColumns(translate, queueStartTs.data ?? null)}
            rows={events.data?.data ?? []}
            rowKey={event => event.id.id}
            total={events.data?.totalElements ?? 0}
            loading={events.isFetching || queueStartTs.isFetching}
            emptyText={translate('edge.no-edge-events-prompt')}
            rowAction={event =>
                event.body === null || event.body === undefined ? null : (
                    <Tooltip title={translate('edge.event-body')}>
                        <IconButton size="small" aria-label={translate('edge.event-body')} onClick={() => setShownBody(event)}>
                            <DataObjectIcon fontSize="small" />
                        </IconButton>
                    </Tooltip>
                )
            }
        >
            {shownBody && <EdgeEventBodyDialog body={shownBody.body} onClose={() => setShownBody(null)} />}
        </TimeWindowedPanel>
    );
};
