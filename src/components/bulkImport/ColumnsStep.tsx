import type { Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
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

interface ColumnInputProps {
    entityType: ImportEntityType;
    column: ColumnMapping;
    title: string;
    /** The header, which a newly keyed column takes as its key. */
    header: string | null;
    onChange(column: ColumnMapping): void;
}

const TypeSelect = ({ entityType, column, title, header, onChange }: ColumnInputProps) => {
    const translate = useTranslate();
    return (
        <TextField
            select
            hiddenLabel
            size="small"
            fullWidth
            value={column.type}
            slotProps={{ select: { SelectDisplayProps: { 'aria-label': `${translate('import.column-type.column-type')}: ${title}` } } }}
            onChange={event => {
                const type = event.target.value as ColumnType;
                onChange(needsKey(type) ? { type, key: column.key ?? header ?? '' } : { type });
            }}
        >
            {COLUMN_TYPES[entityType].map(type => (
                <MenuItem key={type} value={type}>
                    {translate(columnTypeKey(type))}
                </MenuItem>
            ))}
        </TextField>
    );
};

const KeyInput = ({ column, title, onChange }: ColumnInputProps) => {
    const translate = useTranslate();
    if (!needsKey(column.type)) return null;
    return (
        <TextField
            hiddenLabel
            size="small"
            fullWidth
            value={column.key ?? ''}
            error={!column.key?.trim()}
            placeholder={translate('import.column-key')}
            slotProps={{ htmlInput: { 'aria-label': `${translate('import.column-key')}: ${title}` } }}
            onChange={event => onChange({ ...column, key: event.target.value })}
        />
    );
};

/** Step 3: the type of each column, with the attribute or time-series key where one is needed. */
export const ColumnsStep = ({ entityType, columns, onColumns, titles, examples }: ColumnsStepProps) => {
    const translate = useTranslate();
    const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const inputProps = (index: number): ColumnInputProps => ({
        entityType,
        column: columns[index]!,
        title: titles[index] ?? translate('import.column-number', { number: index + 1 }),
        header: titles[index] ?? null,
        onChange: column => onColumns(columns.map((current, at) => (at === index ? column : current))),
    });
    if (isSmall) {
        // On phones each column is a card: its title and example, then its type and key.
        return (
            <Stack spacing={1.5}>
                {columns.map((_, index) => {
                    const props = inputProps(index);
                    return (
                        <Paper key={index} variant="outlined" sx={{ p: 1.5 }}>
                            <Stack spacing={1}>
                                <Typography variant="body2" noWrap>
                                    <b>{props.title}</b>
                                    {examples[index] ? <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${examples[index]}`}</Box> : null}
                                </Typography>
                                <TypeSelect {...props} />
                                <KeyInput {...props} />
                            </Stack>
                        </Paper>
                    );
                })}
            </Stack>
        );
    }
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
                    {columns.map((_, index) => {
                        const props = inputProps(index);
                        return (
                            <TableRow key={index}>
                                <TableCell sx={{ whiteSpace: 'nowrap' }}>{props.title}</TableCell>
                                <TableCell sx={{ maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}>
                                    {examples[index] ?? ''}
                                </TableCell>
                                <TableCell>
                                    <TypeSelect {...props} />
                                </TableCell>
                                <TableCell>
                                    <KeyInput {...props} />
                                </TableCell>
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
