import ClearIcon from '@mui/icons-material/Clear';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import { TablePagination } from '../tables/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { AlarmInfo, AlarmSearchStatus } from '../../../shared/generated/api.gen';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { useShellSession } from '../../layout/useShellSession';
import { DEFAULT_HISTORY_WINDOW } from '../timewindow/historyWindow';
import { HistoryWindowPicker } from '../timewindow/HistoryWindowPicker';
import { CONFIRMATIONS, useAlarmActions, type AlarmAction } from './alarmActions';
import { AlarmDetailsDialog } from './AlarmDetailsDialog';
import { canAcknowledge, canClear, SEARCH_STATUSES, searchStatusLabel, statusLabel } from './alarmSeverity';
import { SeverityLabel } from './SeverityLabel';
import { useAlarmPage, type AlarmListParams, type AlarmSource } from './useAlarmPage';
import { rowSelection } from '../tables/rowSelection';
import { alarmCsvJob } from '../csvExport/alarmCsvJob';
import { TableCsvExportButton } from '../csvExport/TableCsvExportButton';
import { httpClient } from '../../providers/http/httpClient';
import { SelectAllCell } from '../tables/SelectAllCell';

/** Which screen widths show a column: the narrow ones keep type and severity (part2 §9 breakpoints). */
const FROM = {
    sm: { display: { xs: 'none', sm: 'table-cell' } },
    md: { display: { xs: 'none', md: 'table-cell' } },
    xl: { display: { xs: 'none', xl: 'table-cell' } },
} as const;

interface Column {
    key: string;
    label: string;
    /** The sortProperty of reference §4.1, when the column sorts. */
    sort?: string;
    sx?: SxProps<Theme>;
    render: (alarm: AlarmInfo, translate: (key: string) => string) => ReactNode;
}

const time = (ms: number) => (ms > 0 ? formatDateTime(ms) : '');

/** The alarm table columns of part2 §3.4. */
const COLUMNS: readonly Column[] = [
    { key: 'createdTime', label: 'alarm.created-time', sort: 'createdTime', sx: { ...FROM.sm, whiteSpace: 'nowrap' }, render: alarm => time(alarm.createdTime) },
    { key: 'originator', label: 'alarm.originator', sx: FROM.md, render: alarm => alarm.originatorName ?? '' },
    {
        key: 'type',
        label: 'alarm.type',
        sort: 'type',
        render: (alarm, translate) => (
            <>
                {alarm.type}
                {/* Narrow screens hide the time and status columns; they follow the type instead. */}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                    {time(alarm.createdTime)} · {translate(statusLabel(alarm.status))}
                </Typography>
            </>
        ),
    },
    { key: 'severity', label: 'alarm.severity', sort: 'severity', render: alarm => <SeverityLabel severity={alarm.severity} /> },
    { key: 'status', label: 'alarm.status', sort: 'status', sx: { ...FROM.sm, whiteSpace: 'nowrap' }, render: (alarm, translate) => translate(statusLabel(alarm.status)) },
    { key: 'startTs', label: 'alarm.start-time', sort: 'startTs', sx: { ...FROM.xl, whiteSpace: 'nowrap' }, render: alarm => time(alarm.startTs) },
    { key: 'endTs', label: 'alarm.end-time', sort: 'endTs', sx: { ...FROM.xl, whiteSpace: 'nowrap' }, render: alarm => time(alarm.endTs) },
    { key: 'ackTs', label: 'alarm.ack-time', sort: 'ackTs', sx: { ...FROM.xl, whiteSpace: 'nowrap' }, render: alarm => time(alarm.ackTs) },
    { key: 'clearTs', label: 'alarm.clear-time', sort: 'clearTs', sx: { ...FROM.xl, whiteSpace: 'nowrap' }, render: alarm => time(alarm.clearTs) },
];

/** ThingsBoard's table defaults (reference §4.1). */
const PAGE_SIZES = [10, 20, 30];
const SEARCH_DEBOUNCE_MS = 300;

export interface AlarmTableProps {
    source: AlarmSource;
    /** The originator column, useless on an entity's own tab. */
    showOriginator: boolean;
}

/**
 * The alarm table of an entity's Alarms tab and of the Alarms page: search status, time window and
 * text search; server paging and sorting; details, acknowledge and clear per row and for a
 * selection (with confirmation), delete for tenant administrators.
 */
export const AlarmTable = ({ source, showOriginator }: AlarmTableProps) => {
    const translate = useTranslate();
    const session = useShellSession();
    const mayDelete = session?.user.authority === 'TENANT_ADMIN';
    const [params, setParams] = useState<AlarmListParams>({
        page: 0,
        pageSize: PAGE_SIZES[0]!,
        sortProperty: 'createdTime',
        sortOrder: 'DESC',
        searchStatus: 'ANY',
        window: DEFAULT_HISTORY_WINDOW,
        textSearch: '',
    });
    const [searchText, setSearchText] = useState('');
    const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
    const [details, setDetails] = useState<AlarmInfo | null>(null);
    const [confirm, setConfirm] = useState<{ action: AlarmAction; ids: string[] } | null>(null);
    const { page, loading, reload } = useAlarmPage(source, params);
    const run = useAlarmActions(reload);

    const update = (change: Partial<AlarmListParams>) => {
        setParams(current => ({ ...current, page: 0, ...change }));
        setSelected(new Set());
    };

    useEffect(() => {
        if (searchText === params.textSearch) return;
        const timer = setTimeout(() => update({ textSearch: searchText }), SEARCH_DEBOUNCE_MS);
        return () => clearTimeout(timer);
    }, [searchText, params.textSearch]);

    const rows = page?.data ?? [];
    const columns = COLUMNS.filter(column => showOriginator || column.key !== 'originator');
    const visibleIds = rows.map(alarm => alarm.id.id);
    const selection = rowSelection(visibleIds, selected, setSelected);
    const selectedAlarms = rows.filter(alarm => selected.has(alarm.id.id));
    const ask = (action: AlarmAction, alarms: readonly AlarmInfo[]) => setConfirm({ action, ids: alarms.map(alarm => alarm.id.id) });
    const bulk: Array<{ action: AlarmAction; label: string; icon: ReactNode; eligible: AlarmInfo[] }> = [
        { action: 'acknowledge', label: 'alarm.acknowledge', icon: <DoneIcon />, eligible: selectedAlarms.filter(alarm => canAcknowledge(alarm.status)) },
        { action: 'clear', label: 'alarm.clear', icon: <ClearIcon />, eligible: selectedAlarms.filter(alarm => canClear(alarm.status)) },
        ...(mayDelete ? [{ action: 'delete' as const, label: 'alarm.delete', icon: <DeleteIcon />, eligible: selectedAlarms }] : []),
    ];

    return (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
            {selected.size > 0 ? (
                <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, py: 1, minHeight: 56, flexWrap: 'wrap', rowGap: 1, bgcolor: theme => theme.palette.action.selected }}>
                    <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
                        {translate('alarm.selected-alarms', { smart_count: selected.size })}
                    </Typography>
                    {bulk.map(({ action, label, icon, eligible }) => (
                        <Button key={action} startIcon={icon} disabled={eligible.length === 0} color={action === 'delete' ? 'error' : 'primary'} onClick={() => ask(action, eligible)}>
                            {translate(label)}
                        </Button>
                    ))}
                </Stack>
            ) : (
                <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1, minHeight: 56, flexWrap: 'wrap', gap: 1 }}>
                    <Stack direction="row" alignItems="center" useFlexGap sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' }, flexWrap: 'wrap', gap: 1 }}>
                        <TextField
                            select
                            size="small"
                            label={translate('alarm.alarm-status')}
                            value={params.searchStatus}
                            onChange={event => update({ searchStatus: event.target.value as AlarmSearchStatus })}
                            fullWidth={false}
                            sx={{ flex: { xs: '1 1 160px', sm: '0 0 190px' } }}
                        >
                            {SEARCH_STATUSES.map(status => (
                                <MenuItem key={status} value={status}>
                                    {translate(searchStatusLabel(status))}
                                </MenuItem>
                            ))}
                        </TextField>
                        <HistoryWindowPicker value={params.window} onChange={window => update({ window })} />
                    </Stack>
                    <Stack direction="row" alignItems="center" spacing={1} sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' }, ml: { sm: 'auto' } }}>
                        <TextField
                            size="small"
                            placeholder={translate('alarm.search')}
                            value={searchText}
                            onChange={event => setSearchText(event.target.value)}
                            fullWidth={false}
                            sx={{ flex: { xs: '1 1 auto', sm: '0 0 220px' } }}
                            slotProps={{
                                htmlInput: { 'aria-label': translate('alarm.search') },
                                input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
                            }}
                        />
                        <TableCsvExportButton name="alarms" total={page?.totalElements ?? 0} job={() => alarmCsvJob({ source, params, columns }, translate, httpClient)} />
                        <Tooltip title={translate('alarm.refresh')}>
                            <IconButton aria-label={translate('alarm.refresh')} onClick={reload}>
                                <RefreshIcon />
                            </IconButton>
                        </Tooltip>
                    </Stack>
                </Stack>
            )}
            <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
            <TableContainer>
                <Table size="small" aria-label={translate('alarm.alarms')}>
                    <TableHead>
                        <TableRow>
                            <SelectAllCell selection={selection} label={translate('alarm.select-all')} disabled={rows.length === 0} />
                            {columns.map(column => (
                                <TableCell key={column.key} sx={column.sx} sortDirection={params.sortProperty === column.sort ? (params.sortOrder === 'ASC' ? 'asc' : 'desc') : false}>
                                    {column.sort ? (
                                        <TableSortLabel
                                            active={params.sortProperty === column.sort}
                                            direction={params.sortProperty === column.sort && params.sortOrder === 'ASC' ? 'asc' : 'desc'}
                                            onClick={() =>
                                                update({
                                                    sortProperty: column.sort!,
                                                    sortOrder: params.sortProperty === column.sort && params.sortOrder === 'DESC' ? 'ASC' : 'DESC',
                                                })
                                            }
                                        >
                                            {translate(column.label)}
                                        </TableSortLabel>
                                    ) : (
                                        translate(column.label)
                                    )}
                                </TableCell>
                            ))}
                            <TableCell align="right" sx={{ width: { xs: 48, md: mayDelete ? 168 : 136 } }}>
                                <Box component="span" sx={visuallyHidden}>{translate('alarm.actions')}</Box>
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(alarm => (
                            <TableRow key={alarm.id.id} hover selected={selected.has(alarm.id.id)} data-alarm-type={alarm.type}>
                                <TableCell padding="checkbox">
                                    <Checkbox
                                        checked={selected.has(alarm.id.id)}
                                        onChange={() => selection.toggle(alarm.id.id)}
                                        slotProps={{ input: { 'aria-label': translate('alarm.select-alarm', { type: alarm.type }) } }}
                                    />
                                </TableCell>
                                {columns.map(column => (
                                    <TableCell key={column.key} sx={column.sx} data-column={column.key}>
                                        {column.render(alarm, translate)}
                                    </TableCell>
                                ))}
                                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                                    <RowAction label="alarm.alarm-details" icon={<InfoOutlinedIcon fontSize="small" />} onClick={() => setDetails(alarm)} always />
                                    <RowAction label="alarm.acknowledge" icon={<DoneIcon fontSize="small" />} disabled={!canAcknowledge(alarm.status)} onClick={() => ask('acknowledge', [alarm])} />
                                    <RowAction label="alarm.clear" icon={<ClearIcon fontSize="small" />} disabled={!canClear(alarm.status)} onClick={() => ask('clear', [alarm])} />
                                    {mayDelete && <RowAction label="alarm.delete" icon={<DeleteIcon fontSize="small" />} onClick={() => ask('delete', [alarm])} />}
                                </TableCell>
                            </TableRow>
                        ))}
                        {!loading && rows.length === 0 && (
                            <TableRow>
                                <TableCell colSpan={columns.length + 2} sx={{ py: 6, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
                                    {translate('alarm.no-alarms-prompt')}
                                </TableCell>
                            </TableRow>
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            <TablePagination
                component="div"
                count={page?.totalElements ?? 0}
                page={params.page}
                rowsPerPage={params.pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(_event, next) => {
                    setParams(current => ({ ...current, page: next }));
                    setSelected(new Set());
                }}
                onRowsPerPageChange={event => update({ pageSize: Number(event.target.value) })}
            />
            {details && <AlarmDetailsDialog alarm={details} onAction={run} onClose={() => setDetails(null)} />}
            {confirm && (
                <Confirm
                    isOpen
                    title={translate(CONFIRMATIONS[confirm.action].title, { smart_count: confirm.ids.length })}
                    content={translate(CONFIRMATIONS[confirm.action].text, { smart_count: confirm.ids.length })}
                    confirmColor={confirm.action === 'delete' ? 'warning' : 'primary'}
                    onClose={() => setConfirm(null)}
                    onConfirm={() => {
                        const { action, ids } = confirm;
                        setConfirm(null);
                        setSelected(new Set());
                        void run(action, ids);
                    }}
                />
            )}
        </Paper>
    );
};

const visuallyHidden: SxProps<Theme> = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

/** A row's icon action; all but details hide on narrow screens, where the details dialog offers them. */
const RowAction = ({ label, icon, onClick, disabled, always }: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; always?: boolean }) => {
    const translate = useTranslate();
    const button = (
        <IconButton size="small" aria-label={translate(label)} disabled={disabled} onClick={onClick}>
            {icon}
        </IconButton>
    );
    return (
        <Box component="span" sx={{ display: always ? 'inline-flex' : { xs: 'none', md: 'inline-flex' } }}>
            {disabled ? button : <Tooltip title={translate(label)}>{button}</Tooltip>}
        </Box>
    );
};
