import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { KEY_TYPE_LABELS, KeyFilterDialog, VALUE_TYPE_LABELS } from './KeyFilterDialog';
import { newKeyFilter, type DynamicSourceType, type KeyFilter } from './keyFilterModel';
import { keyFilterText } from './keyFilterText';

interface KeyFilterListProps {
    value: KeyFilter[];
    onChange: (filters: KeyFilter[]) => void;
    dynamicSources: readonly DynamicSourceType[];
    /** Shown under the list in red (an alarm rule without any condition). */
    error?: string | null;
}

type Editing = { index: number; filter: KeyFilter } | null;

/** Key filters joined by AND, each summarised as text, added and edited in a dialog. */
export const KeyFilterList = ({ value, onChange, dynamicSources, error }: KeyFilterListProps) => {
    const translate = useTranslate();
    const [editing, setEditing] = useState<Editing>(null);
    const save = (filter: KeyFilter) => {
        if (!editing) return;
        onChange(editing.index < 0 ? [...value, filter] : value.map((item, i) => (i === editing.index ? filter : item)));
        setEditing(null);
    };
    return (
        <Stack spacing={1}>
            {value.length > 0 ? (
                <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                    {value.map((filter, index) => (
                        <ListItem
                            key={index}
                            divider={index < value.length - 1}
                            secondaryAction={
                                <>
                                    <IconButton aria-label={translate('filter.edit-key-filter')} onClick={() => setEditing({ index, filter })} size="small">
                                        <EditIcon fontSize="small" />
                                    </IconButton>
                                    <IconButton aria-label={translate('filter.remove-key-filter')} onClick={() => onChange(value.filter((_, i) => i !== index))} size="small">
                                        <DeleteIcon fontSize="small" />
                                    </IconButton>
                                </>
                            }
                            sx={{ pr: 11 }}
                        >
                            <ListItemText
                                primary={
                                    <Typography component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
                                        {keyFilterText(filter, translate)}
                                    </Typography>
                                }
                                secondary={
                                    <Stack component="span" direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
                                        <Chip component="span" size="small" label={translate(KEY_TYPE_LABELS[filter.key.type])} />
                                        <Chip component="span" size="small" variant="outlined" label={translate(VALUE_TYPE_LABELS[filter.valueType])} />
                                    </Stack>
                                }
                            />
                        </ListItem>
                    ))}
                </List>
            ) : (
                <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
                    {translate(error ?? 'filter.no-key-filters')}
                </Typography>
            )}
            <div>
                <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ index: -1, filter: newKeyFilter() })}>
                    {translate('filter.add-key-filter')}
                </Button>
            </div>
            {editing && (
                <KeyFilterDialog
                    filter={editing.filter}
                    isNew={editing.index < 0}
                    onCancel={() => setEditing(null)}
                    onSave={save}
                    dynamicSources={dynamicSources}
                />
            )}
        </Stack>
    );
};
