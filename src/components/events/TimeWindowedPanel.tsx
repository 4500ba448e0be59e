import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_HISTORY_WINDOW, type HistoryWindow } from '../timewindow/historyWindow';
import { HistoryWindowPicker } from '../timewindow/HistoryWindowPicker';
import { PAGE_SIZES, TimePagedTable, type TimePagedTableProps } from './TimePagedTable';

/** What a time-windowed list asks the server for: the window, the page and the order by creation time. */
export interface TimeWindowedParams {
    window: HistoryWindow;
    page: number;
    pageSize: number;
    sortOrder: 'ASC' | 'DESC';
}

/** The list's parameters, newest first in the default window; `extra` adds a list's own (an event type). */
export const useTimeWindowedParams = <Extra extends object = object>(extra: Extra = {} as Extra) => {
    const [params, setParams] = useState<TimeWindowedParams & Extra>({
        window: DEFAULT_HISTORY_WINDOW,
        page: 0,
        pageSize: PAGE_SIZES[0]!,
        sortOrder: 'DESC',
        ...extra,
    });
    return {
        params,
        /** Any change but the page starts again at the first page. */
        update: (change: Partial<TimeWindowedParams & Extra>) => setParams(current => ({ ...current, page: 0, ...change })),
        setPage: (page: number) => setParams(current => ({ ...current, page })),
    };
};

type TableProps<Row> = Omit<
    TimePagedTableProps<Row>,
    'page' | 'pageSize' | 'sortProperty' | 'sortOrder' | 'onSort' | 'onPage' | 'onPageSize'
>;

export interface TimeWindowedPanelProps<Row> extends TableProps<Row> {
    paging: ReturnType<typeof useTimeWindowedParams>;
    /** Toolbar controls before the time window (an event type select). */
    filters?: ReactNode;
    /** Toolbar buttons before Refresh (clear events). */
    actions?: ReactNode;
    onRefresh: () => void;
    /** Dialogs of the panel. */
    children?: ReactNode;
}

/** A tab listing records of a time window by creation time: toolbar (filters, window, actions, refresh) over a paged table. */
export function TimeWindowedPanel<Row>({ paging, filters, actions, onRefresh, children, ...table }: TimeWindowedPanelProps<Row>) {
    const translate = useTranslate();
    const { params, update, setPage } = paging;
    return (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56, flexWrap: 'wrap' }}>
                {filters}
                <HistoryWindowPicker value={params.window} onChange={window => update({ window })} />
                <Box sx={{ flexGrow: 1 }} />
                {actions}
                <Tooltip title={translate('action.refresh')}>
                    <IconButton aria-label={translate('action.refresh')} onClick={onRefresh}>
                        <RefreshIcon />
                    </IconButton>
                </Tooltip>
            </Stack>
            <TimePagedTable
                {...table}
                page={params.page}
                pageSize={params.pageSize}
                sortProperty="createdTime"
                sortOrder={params.sortOrder}
                onSort={(_property, sortOrder) => update({ sortOrder })}
                onPage={setPage}
                onPageSize={pageSize => update({ pageSize })}
            />
            {children}
        </Paper>
    );
}
