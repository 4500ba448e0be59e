import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import { TablePagination } from '../../../components/tables/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { pageOf, searchRows, sortRows, type SortOrder } from './tableView';

export interface TableColumn<T> {
    id: string;
    label: string;
    /** Right-aligned, as numbers are. */
    numeric?: boolean;
    /** The cell's text: shown, and what the search looks in. */
    text: (row: T) => string;
    /** What the column sorts by (the text when absent). */
    value?: (row: T) => unknown;
    /** A richer cell than the text (a coloured value…). */
    render?: (row: T) => ReactNode;
}

export interface WidgetTableProps<T> {
    columns: readonly TableColumn<T>[];
    rows: readonly T[];
    rowKey: (row: T) => string;
    /** Shown at the left of the toolbar (ThingsBoard's entitiesTitle). */
    title?: string;
    enableSearch?: boolean;
    displayPagination?: boolean;
    defaultPageSize?: number;
    defaultSortOrder?: SortOrder | null;
    stickyHeader?: boolean;
    /** Text of an empty table. */
    emptyText: string;
    onRowClick?: (row: T) => void;
    /** Buttons at the end of each row (ThingsBoard's action cell buttons). */
    rowActions?: (row: T) => ReactNode;
    /** Controls at the end of the toolbar, after the search button (a filter, an add button). */
    toolbarActions?: ReactNode;
    /** The accessible name of the table. */
    label: string;
    /** The widget's width in px: a narrow table drops the page size choice and tightens its cells. */
    width?: number;
}

/** Below this width (a phone, a small widget) the table is compact. */
const NARROW_TABLE = 480;

const PAGE_SIZES = [5, 10, 15, 20, 50];

/**
 * The table of ThingsBoard's table widgets: a toolbar with the title and a search box, sortable
 * headers, paging in the browser (the feed already holds every row) and clickable rows.
 */
export function WidgetTable<T>({
    columns, rows, rowKey, title, enableSearch = true, displayPagination = true, defaultPageSize = 10, defaultSortOrder = null,
    stickyHeader = true, emptyText, onRowClick, rowActions, toolbarActions, label, width = Infinity,
}: WidgetTableProps<T>) {
    const translate = useTranslate();
    const [searching, setSearching] = useState(false);
    const [search, setSearch] = useState('');
    const [sort, setSort] = useState<SortOrder | null>(defaultSortOrder);
    const [page, setPage] = useState(0);
    const [pageSize, setPageSize] = useState(defaultPageSize > 0 ? defaultPageSize : 10);

    const byId = new Map(columns.map(column => [column.id, column]));
    const found = searchRows(rows, search, row => columns.map(column => column.text(row)));
    const sorted = sortRows(found, sort, (row, id) => {
        const column = byId.get(id);
        return column ? (column.value ?? column.text)(row) : undefined;
    });
    const shown = displayPagination ? pageOf(sorted, page, pageSize) : { rows: sorted, page: 0 };

    const toggleSort = (id: string) => {
        setSort(current => (current?.column === id ? { column: id, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { column: id, direction: 'asc' }));
    };
    const closeSearch = () => {
        setSearching(false);
        setSearch('');
        setPage(0);
    };
    const narrow = width < NARROW_TABLE;
    // Without a title the search button sits at the end of the header row instead of a bar of its own.
    const showToolbar = Boolean(title) || searching || Boolean(toolbarActions);
    const searchButton = enableSearch && (
        <Tooltip title={translate('action.search')}>
            <IconButton size="small" aria-label={translate('action.search')} onClick={() => setSearching(true)}>
                <Search fontSize="small" />
            </IconButton>
        </Tooltip>
    );
    const headerSearch = enableSearch && !showToolbar;
    const cellSx = { whiteSpace: 'nowrap', ...(narrow ? { px: 1 } : {}) };

    return (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
            {showToolbar && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, px: 1, flexShrink: 0 }}>
                    {searching ? (
                        <>
                            <Search fontSize="small" color="action" />
                            <InputBase
                                autoFocus
                                value={search}
                                onChange={event => {
                                    setSearch(event.target.value);
                                    setPage(0);
                                }}
                                placeholder={translate('action.search')}
                                inputProps={{ 'aria-label': translate('action.search') }}
                                sx={{ flex: 1 }}
                            />
                            <Tooltip title={translate('action.close')}>
                                <IconButton size="small" aria-label={translate('action.close')} onClick={closeSearch}>
                                    <Close fontSize="small" />
                                </IconButton>
                            </Tooltip>
                        </>
                    ) : (
                        <>
                            <Typography variant="subtitle2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                                {title}
                            </Typography>
                            {searchButton}
                            {toolbarActions}
                        </>
                    )}
                </Box>
            )}
            <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
                <Table size="small" stickyHeader={stickyHeader} aria-label={label}>
                    <TableHead>
                        <TableRow>
                            {columns.map(column => (
                                <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sortDirection={sort?.column === column.id ? sort.direction : false} sx={{ ...cellSx, fontWeight: 500, color: 'text.secondary' }}>
                                    <TableSortLabel active={sort?.column === column.id} direction={sort?.column === column.id ? sort.direction : 'asc'} onClick={() => toggleSort(column.id)}>
                                        {column.label}
                                    </TableSortLabel>
                                </TableCell>
                            ))}
                            {(headerSearch || rowActions) && (
                                <TableCell padding="none" align="right" sx={{ minWidth: 40, pr: 0.5 }}>
                                    {headerSearch && searchButton}
                                </TableCell>
                            )}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {shown.rows.map(row => (
                            <TableRow key={rowKey(row)} hover onClick={onRowClick ? () => onRowClick(row) : undefined} sx={onRowClick ? { cursor: 'pointer' } : undefined}>
                                {columns.map(column => (
                                    <TableCell key={column.id} align={column.numeric ? 'right' : 'left'} sx={{ ...cellSx, fontVariantNumeric: 'tabular-nums' }}>
                                        {column.render ? column.render(row) : column.text(row)}
                                    </TableCell>
                                ))}
                                {rowActions ? (
                                    <TableCell padding="none" align="right" sx={{ whiteSpace: 'nowrap', pr: 0.5 }} onClick={event => event.stopPropagation()}>
                                        {rowActions(row)}
                                    </TableCell>
                                ) : (
                                    headerSearch && <TableCell padding="none" role="presentation" />
                                )}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
                {shown.rows.length === 0 && (
                    <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
                        {emptyText}
                    </Typography>
                )}
            </Box>
            {displayPagination && (
                <TablePagination
                    component="div"
                    count={sorted.length}
                    page={shown.page}
                    rowsPerPage={pageSize}
                    rowsPerPageOptions={narrow ? [] : PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b)}
                    onPageChange={(_, next) => setPage(next)}
                    onRowsPerPageChange={event => {
                        setPageSize(Number(event.target.value));
                        setPage(0);
                    }}
                    labelRowsPerPage={translate('widgets.table.rows-per-page')}
                    sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { minHeight: 44 } }}
                />
            )}
        </Box>
    );
}
