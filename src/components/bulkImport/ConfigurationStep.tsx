import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The delimiters ThingsBoard's wizard offers, with how the select shows them. */
export const DELIMITERS: ReadonlyArray<{ value: string; label: string }> = [
    { value: ',', label: ',' },
    { value: ';', label: ';' },
    { value: '|', label: '|' },
    { value: '\t', label: 'Tab' },
];

export interface ImportOptions {
    delimiter: string;
    header: boolean;
    update: boolean;
}

interface ConfigurationStepProps {
    options: ImportOptions;
    onOptions(options: ImportOptions): void;
    /** The first records of the file as the current delimiter splits them. */
    preview: readonly string[][];
}

/** Step 2: delimiter, header and update options, with the first rows as they will be read. */
export const ConfigurationStep = ({ options, onOptions, preview }: ConfigurationStepProps) => {
    const translate = useTranslate();
    const width = Math.max(0, ...preview.map(row => row.length));
    const [head, ...body] = options.header ? preview : [null, ...preview];
    return (
        <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} alignItems={{ xs: 'stretch', sm: 'center' }}>
                <TextField
                    select
                    size="small"
                    label={translate('import.csv-delimiter')}
                    value={options.delimiter}
                    onChange={event => onOptions({ ...options, delimiter: event.target.value })}
                    sx={{ width: { xs: '100%', sm: 200 }, flex: 'none' }}
                >
                    {DELIMITERS.map(delimiter => (
                        <MenuItem key={delimiter.label} value={delimiter.value}>
                            {delimiter.label}
                        </MenuItem>
                    ))}
                </TextField>
                <FormControlLabel
                    control={<Checkbox checked={options.header} onChange={event => onOptions({ ...options, header: event.target.checked })} />}
                    label={translate('import.csv-first-line-header')}
                />
                <FormControlLabel
                    control={<Checkbox checked={options.update} onChange={event => onOptions({ ...options, update: event.target.checked })} />}
                    label={translate('import.csv-update-data')}
                />
            </Stack>
            <Typography variant="subtitle2" color="text.secondary">
                {translate('import.preview')}
            </Typography>
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 280 }}>
                <Table size="small" stickyHeader aria-label={translate('import.preview')}>
                    <TableHead>
                        <TableRow>
                            {Array.from({ length: width }, (_, index) => (
                                <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                                    {head?.[index] ?? translate('import.column-number', { number: index + 1 })}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {body.map((row, rowIndex) => (
                            <TableRow key={rowIndex}>
                                {Array.from({ length: width }, (_, index) => (
                                    <TableCell key={index} sx={{ whiteSpace: 'pre', maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                                        {row?.[index] ?? ''}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
        </Stack>
    );
};
