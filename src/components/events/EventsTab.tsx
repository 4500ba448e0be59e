import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { EntityType } from '../../../resources/kernel';
import type { Event } from '../../../shared/generated/api.gen';
import { useShellSession } from '../../layout/useShellSession';
import { httpClient } from '../../providers/http/httpClient';
import { EVENT_TYPE_LABELS, eventColumns, eventTypesOf, type EventType } from './eventColumns';
import { TimeWindowedPanel, useTimeWindowedParams } from './TimeWindowedPanel';
import { rangeOf } from '../timewindow/historyWindow';
import { eventCsvJob } from '../csvExport/eventCsvJob';
import { TableCsvExportButton } from '../csvExport/TableCsvExportButton';
import { eventPageRequest, eventsPath } from './eventPageRequest';

interface EventPage {
    data: Event[];
    totalElements: number;
}

/**
 * The entity's events (error, lifecycle, statistics; debug for rule chains and nodes) in a time
 * window, newest first; tenant administrators may clear the shown type's events of that window.
 */
export const EventsTab = ({ entityType, entityId }: { entityType: EntityType; entityId: string }) => {
    const translate = useTranslate();
    const session = useShellSession();
    const tenantId = session?.user.tenantId.id;
    const mayClear = session?.user.authority === 'TENANT_ADMIN';
    const types = eventTypesOf(entityType);
    const paging = useTimeWindowedParams<{ eventType: EventType }>({ eventType: 'ERROR' });
    const { params, update } = paging;
    const [page, setPage] = useState<EventPage | null>(null);
    const [loading, setLoading] = useState(true);
    const [generation, setGeneration] = useState(0);
    const [confirmClear, setConfirmClear] = useState(false);
    const columns = eventColumns(params.eventType, translate);
    const reload = useCallback(() => setGeneration(current => current + 1), []);
    const base = eventsPath({ entityType, entityId });

    useEffect(() => {
        if (!tenantId) return;
        const controller = new AbortController();
        setLoading(true);
        const request = eventPageRequest({ entityType, entityId, tenantId }, params);
        httpClient
            .request<EventPage>(request.path, { ...request.options, signal: controller.signal })
            .then(answer => {
                if (controller.signal.aborted) return;
                setPage(answer ?? { data: [], totalElements: 0 });
                setLoading(false);
            })
            .catch(() => {
                if (!controller.signal.aborted) setLoading(false);
            });
        return () => controller.abort();
    }, [base, tenantId, params, generation]);

    const clear = async () => {
        setConfirmClear(false);
        const { startTime, endTime } = rangeOf(params.window);
        await httpClient.request(`${base}/clear`, { method: 'POST', body: { eventType: params.eventType }, query: { tenantId: tenantId!, startTime, endTime } }).catch(() => undefined);
        reload();
    };

    return (
        <TimeWindowedPanel
            paging={paging}
            onRefresh={reload}
            filters={
                <TextField
                    select
                    size="small"
                    label={translate('event.event-type')}
                    value={params.eventType}
                    onChange={event => update({ eventType: event.target.value as EventType })}
                    sx={{ width: 190 }}
                >
                    {types.map(type => (
                        <MenuItem key={type} value={type}>
                            {translate(EVENT_TYPE_LABELS[type])}
                        </MenuItem>
                    ))}
                </TextField>
            }
            actions={
                <>
                    {tenantId && (
                        <TableCsvExportButton
                            name="events"
                            total={page?.totalElements ?? 0}
                            job={() => eventCsvJob({ entity: { entityType, entityId, tenantId }, params, columns }, translate, httpClient)}
                        />
                    )}
                    {mayClear && (
                        <Tooltip title={translate('event.clear-events')}>
                            <span>
                                <IconButton aria-label={translate('event.clear-events')} disabled={!page || page.totalElements === 0} onClick={() => setConfirmClear(true)}>
                                    <DeleteSweepIcon />
                                </IconButton>
                            </span>
                        </Tooltip>
                    )}
                </>
            }
            label={translate('event.events')}
            columns={columns}
            rows={page?.data ?? []}
            rowKey={event => event.id.id}
            total={page?.totalElements ?? 0}
            loading={loading}
            emptyText={translate('event.no-events-prompt')}
        >
            <Confirm
                isOpen={confirmClear}
                title={translate('event.clear-request-title')}
                content={translate('event.clear-request-text')}
                confirmColor="warning"
                onClose={() => setConfirmClear(false)}
                onConfirm={() => void clear()}
            />
        </TimeWindowedPanel>
    );
};
