import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
    fromTopLevelPredicates,
    KEY_TYPES,
    keyFilterErrors,
    topLevelPredicates,
    VALUE_TYPES,
    withKeyType,
    withValueType,
    type DynamicSourceType,
    type KeyFilter,
    type KeyFilterKeyType,
    type FilterValueType,
} from './keyFilterModel';
import { KeyNameInput } from './KeyNameInput';
import { PredicateList } from './PredicateList';
import { ScalarInput } from './ScalarInput';

export const KEY_TYPE_LABELS: Readonly<Record<KeyFilterKeyType, string>> = {
    ATTRIBUTE: 'filter.key-type.attribute',
    TIME_SERIES: 'filter.key-type.timeseries',
    ENTITY_FIELD: 'filter.key-type.entity-field',
    CONSTANT: 'filter.key-type.constant',
};

export const VALUE_TYPE_LABELS: Readonly<Record<FilterValueType, string>> = {
    STRING: 'filter.value-type.string',
    NUMERIC: 'filter.value-type.numeric',
    BOOLEAN: 'filter.value-type.boolean',
    DATE_TIME: 'filter.value-type.date-time',
};

interface KeyFilterDialogProps {
    filter: KeyFilter;
    isNew: boolean;
    onCancel: () => void;
    onSave: (filter: KeyFilter) => void;
    dynamicSources: readonly DynamicSourceType[];
    keyTypes?: readonly KeyFilterKeyType[];
}

/** Edits one key filter: key type and name, value type, and its predicates (mounted fresh per edit). */
export const KeyFilterDialog = ({ filter: initial, isNew, onCancel, onSave, dynamicSources, keyTypes = KEY_TYPES }: KeyFilterDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [filter, setFilter] = useState<KeyFilter>(initial);
    const [submitted, setSubmitted] = useState(false);
    const errors = keyFilterErrors(filter);
    const save = () => {
        setSubmitted(true);
        if (errors.length === 0) onSave(filter);
    };
    return (
        <Dialog open onClose={onCancel} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby="key-filter-title">
            <DialogTitle id="key-filter-title">{translate(isNew ? 'filter.add-key-filter' : 'filter.edit-key-filter')}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        <TextField
                            select
                            size="small"
                            label={translate('filter.key-type.key-type')}
                            value={filter.key.type}
                            onChange={event => setFilter(withKeyType(filter, event.target.value as KeyFilterKeyType))}
                            sx={{ minWidth: 180 }}
                        >
                            {keyTypes.map(type => (
                                <MenuItem key={type} value={type}>
                                    {translate(KEY_TYPE_LABELS[type])}
                                </MenuItem>
                            ))}
                        </TextField>
                        <KeyNameInput
                            keyType={filter.key.type}
                            value={filter.key.key}
                            onChange={key => setFilter({ ...filter, key: { ...filter.key, key } })}
                            label={translate('filter.key-name')}
                            error={submitted && !filter.key.key.trim()}
                            helperText={submitted && !filter.key.key.trim() ? translate('filter.key-name-required') : ' '}
                        />
                        <TextField
                            select
                            size="small"
                            label={translate('filter.value-type.value-type')}
                            value={filter.valueType}
                            onChange={event => setFilter(withValueType(filter, event.target.value as FilterValueType))}
                            sx={{ minWidth: 160 }}
                        >
                            {VALUE_TYPES.map(type => (
                                <MenuItem key={type} value={type}>
                                    {translate(VALUE_TYPE_LABELS[type])}
                                </MenuItem>
                            ))}
                        </TextField>
                    </Stack>
                    {filter.key.type === 'CONSTANT' && (
                        <ScalarInput
                            valueType={filter.valueType}
                            label={translate('filter.constant-value')}
                            value={filter.value ?? null}
                            onChange={value => setFilter({ ...filter, value })}
                        />
                    )}
                    <Divider />
                    <Typography variant="subtitle1">{translate('filter.filters')}</Typography>
                    <PredicateList
                        valueType={filter.valueType}
                        predicates={topLevelPredicates(filter.predicate)}
                        onChange={predicates => setFilter({ ...filter, predicate: fromTopLevelPredicates(predicates, filter.valueType) })}
                        dynamicSources={dynamicSources}
                        joiner="AND"
                    />
                    {submitted && errors.filter(error => error !== 'filter.key-name-required').map(error => (
                        <Alert key={error} severity="error">
                            {translate(error)}
                        </Alert>
                    ))}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={save}>
                    {translate(isNew ? 'action.add' : 'action.update')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
