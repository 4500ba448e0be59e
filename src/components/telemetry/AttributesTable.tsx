import EditIcon from '@mui/icons-material/Edit';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LatestValue } from './useLatestValues';
import { formatDateTime } from '../../generic/fields/DateTimeField';
import { displayValue } from '../inputs/valueTypes';
import { rowSelection } from '../tables/rowSelection';
import { SelectAllCell } from '../tables/SelectAllCell';

export interface AttributesTableProps {
    rows: readonly LatestValue[];
    /** Without it the table is read-only: no edit buttons (and no selection unless `selectable`). */
    editable: boolean;
    /** Rows can be selected (for deletion) though not edited: latest telemetry. Defaults to `editable`. */
    selectable?: boolean;
    selected: ReadonlySet<string>;
    onSelectedChange: (selected: Set<string>) => void;
    onEdit: (row: LatestValue) => void;
}

const formatTime = (ts: number) => formatDateTime(ts);

/** Key, last update time and value of each entry, sorted by key. */
export const AttributesTable = ({ rows, editable, selectable = editable, selected, onSelectedChange, onEdit }: AttributesTableProps) => {
    const translate = useTranslate();
    if (rows.length === 0) {
        return <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate('attribute.no-data')}</Typography>;
    }
    const selection = rowSelection(rows.map(row => row.key), selected, onSelectedChange);
    return (
        <Table size="small">
            <TableHead>
                <TableRow>
                    {selectable && (
                        <SelectAllCell selection={selection} label={translate('attribute.select-all')} />
                    )}
                    <TableCell sx={{ width: 220 }}>{translate('attribute.last-update-time')}</TableCell>
                    <TableCell sx={{ width: 260 }}>{translate('attribute.key')}</TableCell>
                    <TableCell>{translate('attribute.value')}</TableCell>
                    {editable && <TableCell padding="checkbox" />}
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map(row => (
                    <TableRow key={row.key} hover selected={selected.has(row.key)}>
                        {selectable && (
                            <TableCell padding="checkbox">
                                <Checkbox
                                    checked={selected.has(row.key)}
                                    onChange={() => selection.toggle(row.key)}
                                    slotProps={{ input: { 'aria-label': row.key } }}
                                />
                            </TableCell>
                        )}
                        <TableCell>{formatTime(row.lastUpdateTs)}</TableCell>
                        <TableCell>{row.key}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{displayValue(row.value)}</TableCell>
                        {editable && (
                            <TableCell padding="checkbox">
                                <IconButton size="small" aria-label={translate('attribute.edit-value', { key: row.key })} onClick={() => onEdit(row)}>
                                    <EditIcon fontSize="small" />
                                </IconButton>
                            </TableCell>
                        )}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
