import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { relationTypeError, relationTypeSuggestions } from './relationTypes';

export interface RelationTypeAutocompleteProps {
    value: string | null;
    /** The typed or picked type; null when the field is empty. */
    onChange: (relationType: string | null) => void;
    /** Offered besides Contains and Manages. */
    additionalRelationTypes?: readonly string[];
    required?: boolean;
    disabled?: boolean;
    label?: string;
    /** Show errors at once instead of after the first visit. */
    showErrors?: boolean;
    size?: 'small' | 'medium';
}

/** A relation type: any text up to 255 characters, suggesting known types that start with it. */
export const RelationTypeAutocomplete = ({
    value,
    onChange,
    additionalRelationTypes,
    required = false,
    disabled,
    label,
    showErrors = false,
    size,
}: RelationTypeAutocompleteProps) => {
    const translate = useTranslate();
    const [touched, setTouched] = useState(false);
    const error = relationTypeError(value, required);
    const showError = !!error && (touched || showErrors || error === 'relation.relation-type-max-length');

    return (
        <Autocomplete<string, false, false, true>
            freeSolo
            fullWidth
            size={size}
            disabled={disabled}
            options={relationTypeSuggestions('', additionalRelationTypes)}
            filterOptions={(_options, { inputValue }) => relationTypeSuggestions(inputValue, additionalRelationTypes)}
            value={value ?? ''}
            inputValue={value ?? ''}
            onInputChange={(_event, typed) => onChange(typed === '' ? null : typed)}
            onChange={(_event, picked) => onChange(picked || null)}
            onBlur={() => setTouched(true)}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('relation.relation-type')}
                    required={required}
                    error={showError}
                    helperText={showError && error ? translate(error) : undefined}
                />
            )}
        />
    );
};
