import DeleteIcon from '@mui/icons-material/Delete';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { rowSelection } from '../tables/rowSelection';
import { SelectAllCell } from '../tables/SelectAllCell';
import type { RelationDirection, RelationRow } from './relationRows';

export interface RelationsTableProps {
    rows: readonly RelationRow[];
    direction: RelationDirection;
    /** Without it the table is read-only: no selection, no delete buttons. */
    editable: boolean;
    selected: ReadonlySet<string>;
    onSelectedChange: (selected: Set<string>) => void;
    onDelete: (row: RelationRow) => void;
    entityTypeName: (entityType: string) => string;
}

/** Long names wrap between words, and inside a word only when it cannot fit on a line of its own. */
const WRAPS = { overflowWrap: 'break-word' } as const;
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** ThingsBoard's relation table: type, then the far end's entity type and name ("to" going FROM, "from" going TO). */
export const RelationsTable = ({ rows, direction, editable, selected, onSelectedChange, onDelete, entityTypeName }: RelationsTableProps) => {
    const translate = useTranslate();
    if (rows.length === 0) {
        return <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{translate('relation.no-relations-text')}</Typography>;
    }
    const side = direction === 'FROM' ? 'to' : 'from';
    const selection = rowSelection(rows.map(row => row.key), selected, onSelectedChange);
    return (
        <TableContainer>
            <Table size="small">
                <TableHead>
                    <TableRow>
                        {editable && (
                            <SelectAllCell selection={selection} label={translate('relation.select-all')} />
                        )}
                        <TableCell>{translate('relation.type')}</TableCell>
                        <TableCell sx={WIDE_ONLY}>{translate(`relation.${side}-entity-type`)}</TableCell>
                        <TableCell>{translate(`relation.${side}-entity-name`)}</TableCell>
                        {editable && <TableCell padding="checkbox" />}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(row => (
                        <TableRow key={row.key} hover selected={selected.has(row.key)}>
                            {editable && (
                                <TableCell padding="checkbox">
                                    <Checkbox
                                        checked={selected.has(row.key)}
                                        onChange={() => selection.toggle(row.key)}
                                        slotProps={{ input: { 'aria-label': translate('relation.select-relation', { type: row.type, entityName: row.entityName }) } }}
                                    />
                                </TableCell>
                            )}
                            <TableCell sx={WRAPS}>{row.type}</TableCell>
                            <TableCell sx={WIDE_ONLY}>{entityTypeName(row.entity.entityType)}</TableCell>
                            <TableCell sx={WRAPS}>
                                <span>{row.entityName}</span>
                                {/* Narrow screens drop the entity type column and show the type under the name. */}
                                <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                                    {entityTypeName(row.entity.entityType)}
                                </Typography>
                            </TableCell>
                            {editable && (
                                <TableCell padding="checkbox">
                                    <Tooltip title={translate('relation.delete')}>
                                        <IconButton
                                            size="small"
                                            aria-label={translate('relation.delete-relation-of', { type: row.type, entityName: row.entityName })}
                                            onClick={() => onDelete(row)}
                                        >
                                            <DeleteIcon fontSize="small" />
                                        </IconButton>
                                    </Tooltip>
                                </TableCell>
                            )}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
