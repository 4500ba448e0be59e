import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AuditLog } from '../../../shared/generated/api.gen';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { FROM, PAGE_SIZES, TimePagedTable, type TimePagedColumn } from '../events/TimePagedTable';
import { entityTypeNameKey } from '../pickers/entityTypes';
import { DEFAULT_HISTORY_WINDOW } from '../timewindow/historyWindow';
import { HistoryWindowPicker } from '../timewindow/HistoryWindowPicker';
import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, ACTION_TYPES, type ActionType } from './actionTypes';
import { AuditLogDetailsDialog } from './AuditLogDetailsDialog';
import { auditLogCsvJob } from '../csvExport/auditLogCsvJob';
import { TableCsvExportButton } from '../csvExport/TableCsvExportButton';
import { httpClient } from '../../providers/http/httpClient';
import { useAuditLogPage, type AuditLogListParams, type AuditLogSource } from './useAuditLogPage';
import { SearchField } from '../inputs/SearchField';
import { useDebouncedValue } from '../../generic/inputs/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

type Translate = (key: string, options?: object) => string;

/** The columns of ThingsBoard's audit log table; an entity's own tab leaves out its type and name, a user's tab the user. */
function columnsFor(source: AuditLogSource, translate: Translate): Array<TimePagedColumn<AuditLog>> {
    const columns: Array<TimePagedColumn<AuditLog> & { hiddenFor?: AuditLogSource['kind'] }> = [
        { key: 'createdTime', label: 'audit-log.timestamp', sort: 'createdTime', sx: { whiteSpace: 'nowrap' }, render: entry => formatDateTime(entry.createdTime) },
        { key: 'entityType', label: 'audit-log.entity-type', sort: 'entityType', sx: FROM.md, hiddenFor: 'entity', render: entry => (entry.entityId ? translate(entityTypeNameKey(entry.entityId.entityType)) : '') },
        { key: 'entityName', label: 'audit-log.entity-name', sort: 'entityName', sx: FROM.sm, hiddenFor: 'entity', render: entry => entry.entityName ?? '' },
        { key: 'userName', label: 'audit-log.user', sort: 'userName', sx: FROM.lg, hiddenFor: 'user', render: entry => entry.userName ?? '' },
        {
            key: 'actionType',
            label: 'audit-log.type',
            sort: 'actionType',
            render: entry => (
                <>
                    {translate(ACTION_TYPE_LABELS[entry.actionType])}
                    {/* Narrow screens hide the status column; a failure follows the type instead. */}
                    {entry.actionStatus === 'FAILURE' && (
                        <Typography component="span" variant="caption" color="error" sx={{ display: { xs: 'block', sm: 'none' } }}>
                            {translate(ACTION_STATUS_LABELS.FAILURE)}
                        </Typography>
                    )}
                </>
            ),
        },
        {
            key: 'actionStatus',
            label: 'audit-log.status',
            sort: 'actionStatus',
            sx: FROM.sm,
            render: entry => (
                <Typography component="span" variant="body2" color={entry.actionStatus === 'FAILURE' ? 'error' : 'success.main'}>
                    {translate(ACTION_STATUS_LABELS[entry.actionStatus])}
                </Typography>
            ),
        },
    ];
    return columns.filter(column => column.hiddenFor !== source.kind);
}

/**
 * The audit log table of the Audit logs page and of an entity's Audit logs tab: action-type filter,
 * time window and text search; server paging and sorting; a details dialog per entry.
 */
export const AuditLogTable = ({ source }: { source: AuditLogSource }) => {
    const translate = useTranslate();
    const [params, setParams] = useState<AuditLogListParams>({
        page: 0,
        pageSize: PAGE_SIZES[0]!,
        sortProperty: 'createdTime',
        sortOrder: 'DESC',
        window: DEFAULT_HISTORY_WINDOW,
        textSearch: '',
        actionTypes: [],
    });
    const [searchText, setSearchText] = useState('');
    const [details, setDetails] = useState<AuditLog | null>(null);
    const { page, loading, reload } = useAuditLogPage(source, params);
    const columns = columnsFor(source, translate);
    const update = (change: Partial<AuditLogListParams>) => setParams(current => ({ ...current, page: 0, ...change }));

    const searched = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
    useEffect(() => {
        if (searched !== params.textSearch) update({ textSearch: searched });
    }, [searched, params.textSearch]);

    return (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 56, flexWrap: 'wrap' }}>
                <TextField
                    select
                    size="small"
                    label={translate('audit-log.action-types')}
                    value={params.actionTypes as ActionType[]}
                    onChange={event => update({ actionTypes: event.target.value as unknown as ActionType[] })}
                    sx={{ width: 200 }}
                    slotProps={{
                        select: {
                            multiple: true,
                            renderValue: selected => {
                                const types = selected as ActionType[];
                                return types.length === 1 ? translate(ACTION_TYPE_LABELS[types[0]!]) : translate('audit-log.action-types-selected', { smart_count: types.length });
                            },
                            MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
                        },
                    }}
                >
                    {ACTION_TYPES.map(type => (
                        <MenuItem key={type} value={type} dense>
                            <Checkbox size="small" checked={params.actionTypes.includes(type)} sx={{ p: 0.5, mr: 1 }} />
                            <ListItemText primary={translate(ACTION_TYPE_LABELS[type])} />
                        </MenuItem>
                    ))}
                </TextField>
                <HistoryWindowPicker value={params.window} onChange={window => update({ window })} />
                <Box sx={{ flexGrow: 1 }} />
                <SearchField label={translate('audit-log.search')} value={searchText} onChange={setSearchText} sx={{ width: { xs: 'calc(100% - 96px)', sm: 220 } }} />
                <TableCsvExportButton name="audit-logs" total={page?.totalElements ?? 0} job={() => auditLogCsvJob({ source, params, columns }, translate, httpClient)} />
                <Tooltip title={translate('action.refresh')}>
                    <IconButton aria-label={translate('action.refresh')} onClick={reload}>
                        <RefreshIcon />
                    </IconButton>
                </Tooltip>
            </Stack>
            <TimePagedTable
                label={translate('audit-log.audit-logs')}
                columns={columns}
                rows={page?.data ?? []}
                rowKey={entry => entry.id.id}
                total={page?.totalElements ?? 0}
                loading={loading}
                emptyText={translate('audit-log.no-audit-logs-prompt')}
                page={params.page}
                pageSize={params.pageSize}
                sortProperty={params.sortProperty}
                sortOrder={params.sortOrder}
                onSort={(sortProperty, sortOrder) => update({ sortProperty, sortOrder })}
                onPage={next => setParams(current => ({ ...current, page: next }))}
                onPageSize={pageSize => update({ pageSize })}
                rowAction={entry => (
                    <Tooltip title={translate('audit-log.details')}>
                        <IconButton size="small" aria-label={translate('audit-log.details')} onClick={() => setDetails(entry)}>
                            <InfoOutlinedIcon fontSize="small" />
                        </IconButton>
                    </Tooltip>
                )}
            />
            {details && <AuditLogDetailsDialog entry={details} onClose={() => setDetails(null)} />}
        </Paper>
    );
};
