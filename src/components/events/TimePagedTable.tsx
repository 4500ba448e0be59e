import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import { TablePagination } from '../tables/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface TimePagedColumn<Row> {
    key: string;
    label: string;
    /** The sortProperty it sorts by, when it sorts. */
    sort?: string;
    sx?: SxProps<Theme>;
    render: (row: Row) => ReactNode;
}

/** Columns that only wide screens show. */
export const FROM: Readonly<Record<'sm' | 'md' | 'lg', SxProps<Theme>>> = {
    sm: { display: { xs: 'none', sm: 'table-cell' } },
    md: { display: { xs: 'none', md: 'table-cell' } },
    lg: { display: { xs: 'none', lg: 'table-cell' } },
};

/** ThingsBoard's table page sizes. */
export const PAGE_SIZES = [10, 20, 30];

export interface TimePagedTableProps<Row> {
    label: string;
    columns: ReadonlyArray<TimePagedColumn<Row>>;
    rows: readonly Row[];
    rowKey: (row: Row) => string;
    total: number;
    loading: boolean;
    emptyText: string;
    page: number;
    pageSize: number;
    sortProperty: string;
    sortOrder: 'ASC' | 'DESC';
    onSort: (sortProperty: string, sortOrder: 'ASC' | 'DESC') => void;
    onPage: (page: number) => void;
    onPageSize: (pageSize: number) => void;
    /** The last cell of each row (a details button). */
    rowAction?: (row: Row) => ReactNode;
}

/** A server-paged, server-sorted table of time-stamped rows: the body of the audit log and event tables. */
export function TimePagedTable<Row>(props: TimePagedTableProps<Row>) {
    const translate = useTranslate();
    const { columns, rows, sortProperty, sortOrder } = props;
    return (
        <>
            <Box sx={{ height: 4 }}>{props.loading && <LinearProgress />}</Box>
            <TableContainer>
                <Table size="small" aria-label={props.label}>
                    <TableHead>
                        <TableRow>
                            {columns.map(column => (
                                <TableCell key={column.key} sx={column.sx} sortDirection={sortProperty === column.sort ? (sortOrder === 'ASC' ? 'asc' : 'desc') : false}>
                                    {column.sort ? (
                                        <TableSortLabel
                                            active={sortProperty === column.sort}
                                            direction={sortProperty === column.sort && sortOrder === 'ASC' ? 'asc' : 'desc'}
                                            onClick={() => props.onSort(column.sort!, sortProperty === column.sort && sortOrder === 'DESC' ? 'ASC' : 'DESC')}
                                        >
                                            {translate(column.label)}
                                        </TableSortLabel>
                                    ) : (
                                        translate(column.label)
                                    )}
                                </TableCell>
                            ))}
                            {props.rowAction && <TableCell sx={{ width: 48 }} />}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map(row => (
                            <TableRow key={props.rowKey(row)} hover>
                                {columns.map(column => (
                                    <TableCell key={column.key} sx={column.sx} data-column={column.key}>
                                        {column.render(row)}
                                    </TableCell>
                                ))}
                                {props.rowAction && (
                                    <TableCell align="right" sx={{ py: 0 }}>
                                        {props.rowAction(row)}
                                    </TableCell>
                                )}
                            </TableRow>
                        ))}
                        {!props.loading && rows.length === 0 && (
                            <TableRow>
                                <TableCell colSpan={columns.length + 1} sx={{ py: 6, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
                                    {props.emptyText}
                                </TableCell>
                            </TableRow>
                        )}
                    </TableBody>
                </Table>
            </TableContainer>
            <TablePagination
                component="div"
                count={props.total}
                page={props.page}
                rowsPerPage={props.pageSize}
                rowsPerPageOptions={PAGE_SIZES}
                onPageChange={(_event, next) => props.onPage(next)}
                onRowsPerPageChange={event => props.onPageSize(Number(event.target.value))}
            />
        </>
    );
}
