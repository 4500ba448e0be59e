import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
    defaultPredicate,
    newComplexPredicate,
    OPERATIONS,
    type DynamicSourceType,
    type FilterValueType,
    type KeyFilterPredicate,
} from './keyFilterModel';
import { PredicateValueInput } from './PredicateValueInput';

const operationLabel = (operation: string) => `filter.operation.${operation.toLowerCase().replace(/_/g, '-')}`;

interface PredicateListProps {
    valueType: FilterValueType;
    predicates: KeyFilterPredicate[];
    onChange: (predicates: KeyFilterPredicate[]) => void;
    dynamicSources: readonly DynamicSourceType[];
    /** The operation joining the rows, shown between them (AND at the top level). */
    joiner: 'AND' | 'OR';
    depth?: number;
}

/** Predicates joined by one operation; a complex row nests another list (ThingsBoard's filter predicate list). */
export const PredicateList = ({ valueType, predicates, onChange, dynamicSources, joiner, depth = 0 }: PredicateListProps) => {
    const translate = useTranslate();
    const replace = (index: number, predicate: KeyFilterPredicate) => onChange(predicates.map((item, i) => (i === index ? predicate : item)));
    return (
        <Stack spacing={1}>
            {predicates.map((predicate, index) => (
                <Box key={index}>
                    {index > 0 && (
                        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, pl: 1 }}>
                            {translate(operationLabel(joiner))}
                        </Typography>
                    )}
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                            <PredicateRow
                                valueType={valueType}
                                predicate={predicate}
                                onChange={next => replace(index, next)}
                                dynamicSources={dynamicSources}
                                depth={depth}
                            />
                        </Box>
                        <IconButton aria-label={translate('filter.remove-predicate')} onClick={() => onChange(predicates.filter((_, i) => i !== index))} size="small" sx={{ mt: 0.5 }}>
                            <DeleteIcon fontSize="small" />
                        </IconButton>
                    </Stack>
                </Box>
            ))}
            {predicates.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('filter.no-predicates')}
                </Typography>
            )}
            <Stack direction="row" spacing={1}>
                <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...predicates, defaultPredicate(valueType)])}>
                    {translate('filter.add-predicate')}
                </Button>
                <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...predicates, newComplexPredicate()])}>
                    {translate('filter.add-complex')}
                </Button>
            </Stack>
        </Stack>
    );
};

interface PredicateRowProps {
    valueType: FilterValueType;
    predicate: KeyFilterPredicate;
    onChange: (predicate: KeyFilterPredicate) => void;
    dynamicSources: readonly DynamicSourceType[];
    depth: number;
}

const PredicateRow = ({ valueType, predicate, onChange, dynamicSources, depth }: PredicateRowProps) => {
    const translate = useTranslate();
    const operationSelect = (
        <TextField
            select
            size="small"
            label={translate('filter.operation.operation')}
            value={predicate.operation}
            onChange={event => onChange({ ...predicate, operation: event.target.value } as KeyFilterPredicate)}
            sx={{ width: { xs: '100%', md: 180 }, flexShrink: 0 }}
        >
            {OPERATIONS[predicate.type].map(operation => (
                <MenuItem key={operation} value={operation}>
                    {translate(operationLabel(operation))}
                </MenuItem>
            ))}
        </TextField>
    );
    if (predicate.type === 'COMPLEX') {
        return (
            <Paper variant="outlined" sx={{ p: 1.5, bgcolor: depth % 2 === 0 ? 'action.hover' : 'background.paper' }}>
                <Stack spacing={1.5}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="subtitle2">{translate('filter.complex-filter')}</Typography>
                        {operationSelect}
                    </Stack>
                    <PredicateList
                        valueType={valueType}
                        predicates={predicate.predicates}
                        onChange={predicates => onChange({ ...predicate, predicates })}
                        dynamicSources={dynamicSources}
                        joiner={predicate.operation}
                        depth={depth + 1}
                    />
                </Stack>
            </Paper>
        );
    }
    return (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
            {operationSelect}
            <PredicateValueInput
                valueType={valueType}
                value={predicate.value}
                onChange={value => onChange({ ...predicate, value } as KeyFilterPredicate)}
                dynamicSources={dynamicSources}
            />
            {predicate.type === 'STRING' && (
                <FormControlLabel
                    control={<Checkbox size="small" checked={predicate.ignoreCase} onChange={event => onChange({ ...predicate, ignoreCase: event.target.checked })} />}
                    label={translate('filter.ignore-case')}
                    sx={{ whiteSpace: 'nowrap' }}
                />
            )}
        </Stack>
    );
};
