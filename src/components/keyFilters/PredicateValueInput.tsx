import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { canInherit, type DynamicSourceType, type FilterPredicateValue, type FilterValueType, type PredicateScalar } from './keyFilterModel';
import { ScalarInput } from './ScalarInput';

interface PredicateValueInputProps {
    valueType: FilterValueType;
    value: FilterPredicateValue;
    onChange: (value: FilterPredicateValue) => void;
    /** Which attributes a threshold may come from; none hides the dynamic part. */
    dynamicSources: readonly DynamicSourceType[];
}

/** A predicate's value: typed default value, optionally taken from an attribute of the device, customer or tenant. */
export const PredicateValueInput = ({ valueType, value, onChange, dynamicSources }: PredicateValueInputProps) => {
    const translate = useTranslate();
    const dynamic = value.dynamicValue ?? null;
    const sourceType = dynamic?.sourceType ?? null;
    const setDynamic = (next: Partial<NonNullable<FilterPredicateValue['dynamicValue']>>) => {
        const merged = { sourceType, sourceAttribute: dynamic?.sourceAttribute ?? null, inherit: dynamic?.inherit ?? false, ...next };
        onChange({ ...value, dynamicValue: merged.sourceType ? merged : null });
    };
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <ScalarInput
                valueType={valueType}
                label={translate(sourceType ? 'filter.default-value' : 'filter.value')}
                value={value.defaultValue as PredicateScalar}
                onChange={defaultValue => onChange({ ...value, defaultValue })}
            />
            {dynamicSources.length > 0 && (
                <TextField
                    select
                    size="small"
                    label={translate('filter.dynamic-source-type')}
                    value={sourceType ?? ''}
                    onChange={event => setDynamic({ sourceType: (event.target.value || null) as DynamicSourceType | null })}
                    sx={{ width: { xs: '100%', sm: 190 }, flexShrink: 0 }}
                >
                    <MenuItem value="">
                        <em>{translate('filter.no-dynamic-value')}</em>
                    </MenuItem>
                    {dynamicSources.map(source => (
                        <MenuItem key={source} value={source}>
                            {translate(`filter.dynamic-source.${source}`)}
                        </MenuItem>
                    ))}
                </TextField>
            )}
            {sourceType && (
                <TextField
                    size="small"
                    required
                    label={translate('filter.source-attribute')}
                    value={dynamic?.sourceAttribute ?? ''}
                    error={!dynamic?.sourceAttribute}
                    onChange={event => setDynamic({ sourceAttribute: event.target.value })}
                />
            )}
            {canInherit(sourceType) && (
                <FormControlLabel
                    control={<Checkbox size="small" checked={dynamic?.inherit ?? false} onChange={event => setDynamic({ inherit: event.target.checked })} />}
                    label={translate('filter.inherit-owner')}
                    sx={{ whiteSpace: 'nowrap' }}
                />
            )}
        </Stack>
    );
};
