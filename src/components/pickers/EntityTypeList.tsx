import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { entityTypeNameKey } from './entityTypes';
import { entityTypeListValue, matchingEntityTypes } from './entityTypeList';
import { useOfferedEntityTypes } from './useOfferedEntityTypes';

export interface EntityTypeListProps {
    /** Chosen types, or null when none. */
    value: readonly string[] | null;
    onChange: (types: string[] | null) => void;
    allowedEntityTypes?: readonly string[];
    ignoreAuthorityFilter?: boolean;
    /** Required means at least one type ('entity.entity-type-list-empty'). */
    required?: boolean;
    disabled?: boolean;
    label?: string;
    showErrors?: boolean;
}

/** Entity types as chips, each named in the user's language ('Unknown' for others). */
export const EntityTypeList = ({ value, onChange, allowedEntityTypes, ignoreAuthorityFilter, required = false, disabled, label, showErrors = false }: EntityTypeListProps) => {
    const translate = useTranslate();
    const offered = useOfferedEntityTypes({ allowedEntityTypes, ignoreAuthorityFilter });
    const [text, setText] = useState('');
    const [touched, setTouched] = useState(false);
    const chosen = value ?? [];
    const nameOf = (type: string) => translate(entityTypeNameKey(type));
    const showError = required && chosen.length === 0 && (touched || showErrors);

    return (
        <Autocomplete<string, true, false, false>
            multiple
            fullWidth
            disabled={disabled}
            options={offered}
            value={[...chosen]}
            inputValue={text}
            onInputChange={(_event, typed, reason) => reason !== 'reset' && setText(typed)}
            filterOptions={() => matchingEntityTypes(offered, chosen, text, nameOf)}
            getOptionLabel={nameOf}
            onChange={(_event, types) => {
                setText('');
                onChange(entityTypeListValue(types));
            }}
            onBlur={() => setTouched(true)}
            noOptionsText={translate('entity.no-entity-types-matching', { entityType: text })}
            renderValue={(types, getItemProps) =>
                types.map((type, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return <Chip key={key} size="small" label={nameOf(type)} {...itemProps} />;
                })
            }
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('entity.entity-type-list')}
                    required={required}
                    error={showError}
                    helperText={showError ? translate('entity.entity-type-list-empty') : undefined}
                />
            )}
        />
    );
};
