import ClearIcon from '@mui/icons-material/Clear';
import CloseIcon from '@mui/icons-material/Close';
import DoneIcon from '@mui/icons-material/Done';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import { TablePagination } from '../../../components/tables/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { CONFIRMATIONS, useAlarmActions, type AlarmAction } from '../../../components/alarms/alarmActions';
import { canAcknowledge, canClear } from '../../../components/alarms/alarmSeverity';
import type { AlarmStatus } from '../../../../shared/generated/api.gen';
import { datasourceTarget } from '../../aliases/datasourceTarget';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { viewer } from '../../runtime/entityDatasourceFeeds';
import { useWidgetScope } from '../../runtime/WidgetScopeContext';
import { useWidgetTimewindow } from '../../runtime/WidgetTimewindowContext';
import { TIMEWINDOW_TAB } from '../../../lib/time/timewindow';
import { alarmColumnLabel, alarmColumnOf, DEFAULT_ALARM_KEYS } from './alarmColumns';
import { alarmWidgetQuery, type AlarmPageRequest, type AlarmWindow } from './alarmWidgetQuery';
import { useAlarmWidgetPage } from './useAlarmWidgetPage';

const PAGE_SIZES = [5, 10, 20, 50];
const SEARCH_DEBOUNCE_MS = 300;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/**
 * ThingsBoard's alarms table widget: the alarms of its alarm source's entities in the widget's time
 * window, live over the socket; text search (`enableSearch`), server paging (`displayPagination`,
 * `defaultPageSize`), sorting by column, and acknowledge and clear per alarm when
 * `allowAcknowledgment` and `allowClear` are on (clear asks first).
 */
export const AlarmsTableWidget = ({ widget }: WidgetComponentProps) => {
    const translate = useTranslate();
    const { config } = widget;
    const settings = config.settings ?? {};
    const scope = useWidgetScope();
    const window = useWidgetTimewindow();
    const defaultPageSize = Number(settings.defaultPageSize) > 0 ? Number(settings.defaultPageSize) : 10;
    const [request, setRequest] = useState<AlarmPageRequest>({ page: 0, pageSize: defaultPageSize, textSearch: '', sortKey: 'createdTime', sortDirection: settings.defaultSortOrder === 'createdTime' ? 'ASC' : 'DESC' });
    const [searchText, setSearchText] = useState('');
    const [searching, setSearching] = useState(false);
    const [confirm, setConfirm] = useState<{ action: AlarmAction; id: string } | null>(null);

    const target = useMemo(
        () => (config.alarmSource ? datasourceTarget(config.alarmSource, { aliases: scope.aliases, filters: scope.filters }, { stateParams: scope.stateParams, user: viewer().user }) : null),
        [config.alarmSource, scope],
    );
    // A realtime window is sent as its length (the server slides it), so the query does not change every second.
    const alarmWindow: AlarmWindow | null = window
        ? window.model.selectedTab === TIMEWINDOW_TAB.REALTIME
            ? { realtime: true, timewindowMs: window.endTs - window.startTs }
            : { realtime: false, startTs: window.startTs, endTs: window.endTs }
        : null;
    const windowKey = JSON.stringify(alarmWindow && alarmWindow.realtime ? { realtime: true, timewindowMs: Math.round(alarmWindow.timewindowMs / 1000) } : alarmWindow);
    const query = useMemo(() => (target && alarmWindow ? alarmWidgetQuery(target, config, alarmWindow, request) : null), [target, config, windowKey, request]);
    const { page, loading, error } = useAlarmWidgetPage(query);
    const run = useAlarmActions(() => undefined);

    useEffect(() => {
        if (searchText === request.textSearch) return;
        const timer = setTimeout(() => setRequest(current => ({ ...current, page: 0, textSearch: searchText })), SEARCH_DEBOUNCE_MS);
        return () => clearTimeout(timer);
    }, [searchText, request.textSearch]);

    const keys = config.alarmSource?.dataKeys?.length ? config.alarmSource.dataKeys : DEFAULT_ALARM_KEYS.map(name => ({ name, label: name, type: 'alarm' as const }));
    const columns = keys.map(key => ({ name: key.name, label: alarmColumnLabel(key, translate), field: alarmColumnOf(key.name) }));
    const allowAcknowledgment = flag(settings.allowAcknowledgment, true);
    const allowClear = flag(settings.allowClear, true);
    const rows = page?.data ?? [];
    const title = typeof settings.alarmsTitle === 'string' && settings.alarmsTitle ? settings.alarmsTitle : '';
    const searchEnabled = flag(settings.enableSearch, true);

    return (
        <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
            {(title || searchEnabled) && (
                // One short line, as ThingsBoard's: the title and a search button that opens the search field in its place.
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
                    {searching ? (
                        <>
                            <TextField
                                size="small"
                                variant="standard"
                                autoFocus
                                placeholder={translate('alarm.search')}
                                value={searchText}
                                onChange={event => setSearchText(event.target.value)}
                                sx={{ flex: 1 }}
                                slotProps={{
                                    htmlInput: { 'aria-label': translate('alarm.search') },
                                    input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
                                }}
                            />
                            <Tooltip title={translate('action.close')}>
                                <IconButton size="small" aria-label={translate('action.close')} onClick={() => { setSearching(false); setSearchText(''); }}>
                                    <CloseIcon fontSize="small" />
                                </IconButton>
                            </Tooltip>
                        </>
                    ) : (
                        <>
                            <Typography variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>{title}</Typography>
                            {searchEnabled && (
                                <Tooltip title={translate('alarm.search')}>
                                    <IconButton size="small" aria-label={translate('alarm.search')} onClick={() => setSearching(true)}>
                                        <SearchIcon fontSize="small" />
                                    </IconButton>
                                </Tooltip>
                            )}
                        </>
                    )}
                </Box>
            )}
            <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
            <TableContainer sx={{ flex: 1, minHeight: 0 }}>
                <Table size="small" stickyHeader aria-label={title || translate('alarm.alarms')} sx={{ '& th, & td': { px: 1 } }}>
                    <TableHead>
                        <TableRow>
                            {columns.map(column => (
                                <TableCell key={column.name} sx={{ whiteSpace: 'nowrap' }}>
                                    {column.field.sort ? (
                                        <TableSortLabel
                                            active={request.sortKey === column.field.sort}
                                            direction={request.sortKey === column.field.sort && request.sortDirection === 'ASC' ? 'asc' : 'desc'}
                                            onClick={() =>
                                                setRequest(current => ({
                                                    ...current,
                                                    page: 0,
                                                    sortKey: column.field.sort!,
                                                    sortDirection: current.sortKey === column.field.sort && current.sortDirection === 'DESC' ? 'ASC' : 'DESC',
                                                }))
                                            }
                                        >
                                            {column.label}
                                        </TableSortLabel>
                                    ) : (
                                        column.label
                                    )}
                                </TableCell>
                            ))}
                            {(allowAcknowledgment || allowClear) && <TableCell align="right" aria-label={translate('alarm.actions')} />}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(alarm => (
                            <TableRow key={alarm.id.id} hover data-alarm-type={alarm.type}>
                                {columns.map(column => (
                                    // One line per alarm, as many as the widget's height holds; a narrow widget scrolls sideways.
                                    <TableCell key={column.name} sx={{ whiteSpace: 'nowrap' }}>
                                        {column.field.render(alarm, translate)}
                                    </TableCell>
                                ))}
                                {(allowAcknowledgment || allowClear) && (
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                                        {allowAcknowledgment && (
                                            <Tooltip title={translate('alarm.acknowledge')}>
                                                <span>
                                                    <IconButton size="small" aria-label={translate('alarm.acknowledge')} disabled={!canAcknowledge(alarm.status as AlarmStatus)} onClick={() => void run('acknowledge', [alarm.id.id])}>
                                                        <DoneIcon fontSize="small" />
                                                    </IconButton>
                                                </span>
                                            </Tooltip>
                                        )}
                                        {allowClear && (
                                            <Tooltip title={translate('alarm.clear')}>
                                                <span>
                                                    <IconButton size="small" aria-label={translate('alarm.clear')} disabled={!canClear(alarm.status as AlarmStatus)} onClick={() => setConfirm({ action: 'clear', id: alarm.id.id })}>
                                                        <ClearIcon fontSize="small" />
                                                    </IconButton>
                                                </span>
                                            </Tooltip>
                                        )}
                                    </TableCell>
                                )}
                            </TableRow>
                        ))}
                        {!loading && rows.length === 0 && (
                            <TableRow>
                                <TableCell colSpan={columns.length + 1} sx={{ py: 4, textAlign: 'center', color: error ? 'error.main' : 'text.secondary', borderBottom: 0 }}>
                                    {error ? translate(error, { _: error }) : translate(target ? 'alarm.no-alarms-prompt' : 'widgets.alarms.no-alarm-source')}
                                </TableCell>
                            </TableRow>
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            {flag(settings.displayPagination, true) && (
                <TablePagination
                    component="div"
                    count={page?.totalElements ?? 0}
                    page={request.page}
                    rowsPerPage={request.pageSize}
                    rowsPerPageOptions={PAGE_SIZES.includes(request.pageSize) ? PAGE_SIZES : [...PAGE_SIZES, request.pageSize].sort((a, b) => a - b)}
                    onPageChange={(_event, next) => setRequest(current => ({ ...current, page: next }))}
                    onRowsPerPageChange={event => setRequest(current => ({ ...current, page: 0, pageSize: Number(event.target.value) }))}
                    sx={{ flexShrink: 0 }}
                />
            )}
            {confirm && (
                <Confirm
                    isOpen
                    title={translate(CONFIRMATIONS[confirm.action].title, { smart_count: 1 })}
                    content={translate(CONFIRMATIONS[confirm.action].text, { smart_count: 1 })}
                    onClose={() => setConfirm(null)}
                    onConfirm={() => {
                        const { action, id } = confirm;
                        setConfirm(null);
                        void run(action, [id]);
                    }}
                />
            )}
        </Box>
    );
};
