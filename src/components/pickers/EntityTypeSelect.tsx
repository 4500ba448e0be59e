import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { entityTypeNameKey } from './entityTypes';
import { useOfferedEntityTypes } from './useOfferedEntityTypes';

export interface EntityTypeSelectProps {
    value: string | null;
    onChange: (entityType: string | null) => void;
    /** Narrows the signed-in authority's types (or, outside a session, the whole list). */
    allowedEntityTypes?: readonly string[];
    useAliasEntityTypes?: boolean;
    ignoreAuthorityFilter?: boolean;
    required?: boolean;
    disabled?: boolean;
    label?: string;
    /** Show the required error at once instead of after the first visit. */
    showErrors?: boolean;
    size?: 'small' | 'medium';
}

/** A single entity type from those the user may pick; 'entity.type-required' when required and empty. */
export const EntityTypeSelect = ({
    value,
    onChange,
    allowedEntityTypes,
    useAliasEntityTypes,
    ignoreAuthorityFilter,
    required = false,
    disabled,
    label,
    showErrors = false,
    size,
}: EntityTypeSelectProps) => {
    const translate = useTranslate();
    const types = useOfferedEntityTypes({ allowedEntityTypes, useAliasEntityTypes, ignoreAuthorityFilter });
    const [touched, setTouched] = useState(false);
    const missing = required && !value;
    const showError = missing && (touched || showErrors);

    return (
        <TextField
            select
            fullWidth
            size={size}
            label={label ?? translate('entity.entity-type')}
            value={value && types.includes(value) ? value : ''}
            required={required}
            disabled={disabled}
            onChange={event => onChange(event.target.value || null)}
            onBlur={() => setTouched(true)}
            error={showError}
            helperText={showError ? translate('entity.type-required') : undefined}
            slotProps={{ select: { onClose: () => setTouched(true) } }}
        >
            {types.map(type => (
                <MenuItem key={type} value={type}>
                    {translate(entityTypeNameKey(type))}
                </MenuItem>
            ))}
        </TextField>
    );
};
