import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { COLUMN_TYPES, columnTypeKey, needsKey, type ColumnMapping, type ColumnType, type ImportEntityType } from './columnTypes';

interface ColumnsStepProps {
    entityType: ImportEntityType;
    columns: readonly ColumnMapping[];
    onColumns(columns: ColumnMapping[]): void;
    /** Each column's header (or null without one) and first value. */
    titles: ReadonlyArray<string | null>;
    examples: readonly string[];
}

/** Step 3: the type of each column, with the attribute or time-series key where one is needed. */
export const ColumnsStep = ({ entityType, columns, onColumns, titles, examples }: ColumnsStepProps) => {
    const translate = useTranslate();
    const change = (index: number, column: ColumnMapping) => onColumns(columns.map((current, at) => (at === index ? column : current)));
    return (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={translate('import.stepper-text.column-type')}>
                <TableHead>
                    <TableRow>
                        <TableCell sx={{ fontWeight: 600 }}>{translate('import.column-title')}</TableCell>
                        <TableCell sx={{ fontWeight: 600 }}>{translate('import.column-example')}</TableCell>
                        <TableCell sx={{ fontWeight: 600, minWidth: 180 }}>{translate('import.column-type.column-type')}</TableCell>
                        <TableCell sx={{ fontWeight: 600, minWidth: 160 }}>{translate('import.column-key')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {columns.map((column, index) => {
                        const title = titles[index] ?? translate('import.column-number', { number: index + 1 });
                        const keyed = needsKey(column.type);
                        return (
                            <TableRow key={index}>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{title}</TableCell>
                                <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}>
                                    {examples[index] ?? ''}
                                </TableCell>
                                <TableCell>
                                    <TextField
                                        select
                                        size="small"
                                        fullWidth
                                        value={column.type}
                                        slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${translate('import.column-type.column-type')}: ${title}` } } }}
                                        onChange={event => {
                                            const type = event.target.value as ColumnType;
                                            change(index, needsKey(type) ? { type, key: column.key ?? titles[index] ?? '' } : { type });
                                        }}
                                    >
                                        {COLUMN_TYPES[entityType].map(type => (
                                            <MenuItem key={type} value={type}>
                                                {translate(columnTypeKey(type))}
                                            </MenuItem>
                                        ))}
                                    </TextField>
                                </TableCell>
                                <TableCell>
                                    {keyed && (
                                        <TextField
                                            size="small"
                                            fullWidth
                                            value={column.key ?? ''}
                                            error={!column.key?.trim()}
                                            slotProps={{ htmlInput: { 'aria-label': `${translate('import.column-key')}: ${title}` } }}
                                            onChange={event => change(index, { ...column, key: event.target.value })}
                                        />
                                    )}
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
