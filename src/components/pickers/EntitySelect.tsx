import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { EntityAutocomplete } from './EntityAutocomplete';
import { EntityTypeSelect } from './EntityTypeSelect';
import { ALIASES_WITHOUT_PICKER, NULL_UUID } from './entityTypes';

export interface EntityIdValue {
    entityType: string;
    id: string;
}

export interface EntitySelectProps {
    value: EntityIdValue | null;
    /** Null unless both a type and an id are chosen. */
    onChange: (value: EntityIdValue | null) => void;
    allowedEntityTypes?: readonly string[];
    useAliasEntityTypes?: boolean;
    required?: boolean;
    disabled?: boolean;
    showErrors?: boolean;
    size?: 'small' | 'medium';
}

/**
 * An entity type beside an entity of that type. The fixed aliases (current tenant, user,
 * user's owner) need no entity: their id is the null uuid.
 */
export const EntitySelect = ({ value, onChange, allowedEntityTypes, useAliasEntityTypes, required, disabled, showErrors, size }: EntitySelectProps) => {
    const [entityType, setEntityType] = useState<string | null>(value?.entityType ?? null);
    const fixed = !!entityType && ALIASES_WITHOUT_PICKER.has(entityType);

    const changeType = (type: string | null) => {
        setEntityType(type);
        onChange(type && ALIASES_WITHOUT_PICKER.has(type) ? { entityType: type, id: NULL_UUID } : null);
    };

    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ width: '100%' }}>
            <Stack sx={{ flex: fixed || !entityType ? 1 : { sm: '0 0 40%' }, minWidth: 0 }}>
                <EntityTypeSelect
                    value={entityType}
                    onChange={changeType}
                    allowedEntityTypes={allowedEntityTypes}
                    useAliasEntityTypes={useAliasEntityTypes}
                    required={required}
                    disabled={disabled}
                    showErrors={showErrors}
                    size={size}
                />
            </Stack>
            {entityType && !fixed && (
                <EntityAutocomplete
                    entityType={entityType}
                    value={value?.entityType === entityType ? value.id : null}
                    onChange={id => onChange(id ? { entityType, id } : null)}
                    required={required}
                    disabled={disabled}
                    showErrors={showErrors}
                    size={size}
                />
            )}
        </Stack>
    );
};
