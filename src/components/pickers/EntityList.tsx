import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { routeOf } from '../../providers/data/resourceLookup';
import { ENTITY_TYPE_TEXTS, GENERIC_ENTITY_TEXTS, isKnownEntityType } from './entityTypes';
import { entityTitle, searchableDefinition, searchEntities } from './entitySearch';
import { useDebouncedSearch } from './useDebouncedSearch';

export interface EntityListProps {
    entityType: string;
    /** The picked entities' uuids. */
    value: readonly string[];
    onChange: (ids: string[]) => void;
    /** Required means at least one entity ('entity.entity-list-empty'). */
    required?: boolean;
    disabled?: boolean;
    label?: string;
    showErrors?: boolean;
}

/** Several entities of one type as chips, searched by name like the entity autocomplete. */
export const EntityList = ({ entityType, value, onChange, required = false, disabled, label, showErrors = false }: EntityListProps) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const definition = searchableDefinition(entityType);
    const [open, setOpen] = useState(false);
    const [text, setText] = useState('');
    const [touched, setTouched] = useState(false);
    const [picked, setPicked] = useState<RaRecord[]>([]);
    const { options, loading, searchedText } = useDebouncedSearch(
        open && !!definition,
        text,
        typed => searchEntities(dataProvider, { definition: definition!, text: typed }),
        entityType
    );

    // Names of the given ids, loaded once for the chips.
    const idsKey = value.join(',');
    useEffect(() => {
        const missing = value.filter(id => !picked.some(record => String(record.id) === id));
        if (!definition || missing.length === 0) return;
        let live = true;
        dataProvider.getMany(routeOf(definition), { ids: missing }).then(
            ({ data }) => live && setPicked(current => [...current, ...data]),
            () => undefined
        );
        return () => {
            live = false;
        };
    }, [idsKey, definition, dataProvider]);

    const chosen = value.map(id => picked.find(record => String(record.id) === id)).filter((record): record is RaRecord => !!record);
    const texts = isKnownEntityType(entityType) ? ENTITY_TYPE_TEXTS[entityType] : undefined;
    const showError = required && value.length === 0 && (touched || showErrors);

    return (
        <Autocomplete<RaRecord, true, false, false>
            multiple
            fullWidth
            disabled={disabled || !definition}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={options}
            loading={loading}
            filterOptions={items => items.filter(item => !value.includes(String(item.id)))}
            value={chosen}
            getOptionLabel={record => entityTitle(definition, record)}
            getOptionKey={record => String(record.id)}
            isOptionEqualToValue={(option, other) => option.id === other.id}
            onChange={(_event, records) => {
                setPicked(current => [...current, ...records.filter(record => !current.includes(record))]);
                onChange(records.map(record => String(record.id)));
            }}
            onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
            onBlur={() => setTouched(true)}
            loadingText={translate('ra.page.loading')}
            noOptionsText={translate(texts?.noMatching ?? GENERIC_ENTITY_TEXTS.noMatching, { entity: searchedText })}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('entity.entity-list')}
                    required={required}
                    error={showError}
                    helperText={showError ? translate('entity.entity-list-empty') : undefined}
                />
            )}
        />
    );
};
