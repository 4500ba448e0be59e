import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { MetadataRow } from './scriptTest';

/** Message metadata as key/value rows; a row missing its key or value is marked. */
export const MetadataMapInput = ({ rows, onChange }: { rows: MetadataRow[]; onChange(rows: MetadataRow[]): void }) => {
    const translate = useTranslate();
    const update = (index: number, change: Partial<MetadataRow>) => onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
    return (
        <Stack spacing={1}>
            {rows.map((row, index) => (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <TextField
                        size="small"
                        label={translate('rulenode.metadata-key')}
                        value={row.key}
                        error={row.key.trim() === ''}
                        onChange={event => update(index, { key: event.target.value })}
                        sx={{ flex: 1 }}
                    />
                    <TextField
                        size="small"
                        label={translate('rulenode.metadata-value')}
                        value={row.value}
                        error={row.value === ''}
                        onChange={event => update(index, { value: event.target.value })}
                        sx={{ flex: 1 }}
                    />
                    <IconButton aria-label={translate('rulenode.remove-metadata-row')} onClick={() => onChange(rows.filter((_row, at) => at !== index))} sx={{ mt: 0.25 }}>
                        <CloseIcon fontSize="small" />
                    </IconButton>
                </Box>
            ))}
            <Box>
                <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, { key: '', value: '' }])}>
                    {translate('rulenode.add-metadata-row')}
                </Button>
            </Box>
        </Stack>
    );
};
