import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { EntityType } from '../../../resources/kernel';
import type { Event } from '../../generated/api.gen';
import { useShellSession } from '../../layout/useShellSession';
import { httpClient } from '../../providers/http/httpClient';
import { DEFAULT_HISTORY_WINDOW, rangeOf, type HistoryWindow } from '../timewindow/historyWindow';
import { HistoryWindowPicker } from '../timewindow/HistoryWindowPicker';
import { EVENT_TYPE_LABELS, eventColumns, eventTypesOf, type EventType } from './eventColumns';
import { PAGE_SIZES, TimePagedTable } from './TimePagedTable';

interface EventListParams {
    eventType: EventType;
    window: HistoryWindow;
    page: number;
    pageSize: number;
    sortOrder: 'ASC' | 'DESC';
}

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
    const [params, setParams] = useState<EventListParams>({ eventType: 'ERROR', window: DEFAULT_HISTORY_WINDOW, page: 0, pageSize: PAGE_SIZES[0]!, sortOrder: 'DESC' });
    const [page, setPage] = useState<EventPage | null>(null);
    const [loading, setLoading] = useState(true);
    const [generation, setGeneration] = useState(0);
    const [confirmClear, setConfirmClear] = useState(false);
    const reload = useCallback(() => setGeneration(current => current + 1), []);
    const update = (change: Partial<EventListParams>) => setParams(current => ({ ...current, page: 0, ...change }));
    const base = `/api/events/${entityType}/${entityId}`;

    useEffect(() => {
        if (!tenantId) return;
        const controller = new AbortController();
        setLoading(true);
        const { startTime, endTime } = rangeOf(params.window);
        httpClient
            .request<EventPage>(base, {
                method: 'POST',
                body: { eventType: params.eventType },
                query: { tenantId, pageSize: params.pageSize, page: params.page, sortProperty: 'createdTime', sortOrder: params.sortOrder, startTime, endTime },
                signal: controller.signal,
            })
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
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56, flexWrap: 'wrap' }}>
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
                <HistoryWindowPicker value={params.window} onChange={window => update({ window })} />
                <Box sx={{ flexGrow: 1 }} />
                {mayClear && (
                    <Tooltip title={translate('event.clear-events')}>
                        <span>
                            <IconButton aria-label={translate('event.clear-events')} disabled={!page || page.totalElements === 0} onClick={() => setConfirmClear(true)}>
                                <DeleteSweepIcon />
                            </IconButton>
                        </span>
                    </Tooltip>
                )}
                <Tooltip title={translate('action.refresh')}>
                    <IconButton aria-label={translate('action.refresh')} onClick={reload}>
                        <RefreshIcon />
                    </IconButton>
                </Tooltip>
            </Stack>
            <TimePagedTable
                label={translate('event.events')}
                columns={eventColumns(params.eventType, translate)}
                rows={page?.data ?? []}
                rowKey={event => event.id.id}
                total={page?.totalElements ?? 0}
                loading={loading}
                emptyText={translate('event.no-events-prompt')}
                page={params.page}
                pageSize={params.pageSize}
                sortProperty="createdTime"
                sortOrder={params.sortOrder}
                onSort={(_property, sortOrder) => update({ sortOrder })}
                onPage={next => setParams(current => ({ ...current, page: next }))}
                onPageSize={pageSize => update({ pageSize })}
            />
            <Confirm
                isOpen={confirmClear}
                title={translate('event.clear-request-title')}
                content={translate('event.clear-request-text')}
                confirmColor="warning"
                onClose={() => setConfirmClear(false)}
                onConfirm={() => void clear()}
            />
        </Paper>
    );
};
