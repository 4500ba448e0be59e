import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { routeOf } from '../../providers/data/resourceLookup';
import { ENTITY_TYPE_TEXTS, GENERIC_ENTITY_TEXTS, isKnownEntityType } from './entityTypes';
import { entityTitle, searchableDefinition, searchEntities } from './entitySearch';
import { useDebouncedSearch, useLoadedSelection } from './useDebouncedSearch';

const recordId = (record: RaRecord) => String(record.id);
const QUIET_READ = { ignoreErrors: true, ignoreLoading: true };

export interface EntityAutocompleteProps {
    /** Entity type searched (DEVICE, ASSET, …); changing it clears the selection. */
    entityType: string | null;
    /** The picked entity's uuid. */
    value: string | null;
    onChange: (id: string | null, entity: RaRecord | null) => void;
    /** Narrows the search to one device/asset/edge/entity-view type; a change clears a non-matching pick. */
    subType?: string | null;
    excludeEntityIds?: readonly string[];
    required?: boolean;
    /** Overrides the type's own required text ('device.device-required', …). */
    requiredText?: string;
    disabled?: boolean;
    label?: string;
    /** Show the required error at once instead of after the first visit. */
    showErrors?: boolean;
    size?: 'small' | 'medium';
}

const textsOf = (entityType: string | null) => {
    const texts = entityType && isKnownEntityType(entityType) ? ENTITY_TYPE_TEXTS[entityType] : undefined;
    return {
        name: texts?.name ?? 'entity.entity',
        required: texts?.required ?? GENERIC_ENTITY_TEXTS.required,
        noMatching: texts?.noMatching ?? GENERIC_ENTITY_TEXTS.noMatching,
    };
};

/**
 * Picks one entity of a type by searching its name as one types (150 ms debounce, pages
 * of 50). A value that no longer loads becomes null; clearing the field nulls the value.
 */
export const EntityAutocomplete = ({
    entityType,
    value,
    onChange,
    subType,
    excludeEntityIds,
    required = false,
    requiredText,
    disabled,
    label,
    showErrors = false,
    size,
}: EntityAutocompleteProps) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const definition = searchableDefinition(entityType);
    const [open, setOpen] = useState(false);
    const [text, setText] = useState('');
    const [touched, setTouched] = useState(false);
    // Latest onChange without re-running the effects below when a parent passes a new function.
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;
    const onMissing = useCallback(() => onChangeRef.current(null, null), []);
    // Part 2 §7: a picked entity that fails to load (deleted meanwhile, no access) turns the value
    // null without an error toast or the loading bar.
    const load = (id: string) => dataProvider.getOne(routeOf(definition!), { id, meta: QUIET_READ }).then(({ data }) => data);
    const [selected, setSelected] = useLoadedSelection(definition ? value : null, load, recordId, onMissing);
    const { options, loading, searchedText } = useDebouncedSearch(
        open && !!definition,
        text,
        typed => searchEntities(dataProvider, { definition: definition!, text: typed, subType }),
        `${entityType}/${subType ?? ''}`
    );

    // Changing the entity type clears the selection (the first render keeps the given value).
    const previousType = useRef(entityType);
    useEffect(() => {
        if (previousType.current === entityType) return;
        previousType.current = entityType;
        setText('');
        setSelected(null);
        onChangeRef.current(null, null);
    }, [entityType, setSelected]);

    // Changing the subtype clears a picked entity of another type.
    useEffect(() => {
        if (subType && selected && selected.type !== undefined && selected.type !== subType) {
            setSelected(null);
            setText('');
            onChangeRef.current(null, null);
        }
    }, [subType, selected, setSelected]);

    const texts = textsOf(entityType);
    const excluded = new Set(excludeEntityIds ?? []);
    const shown = options.filter(option => !excluded.has(String(option.id)));
    const missing = required && !value;
    const showError = missing && (touched || showErrors);

    const pick = (record: RaRecord | null) => {
        setSelected(record);
        onChange(record ? String(record.id) : null, record);
    };

    return (
        <Autocomplete<RaRecord, false, false, false>
            fullWidth
            size={size}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            disabled={disabled || !definition}
            options={shown}
            value={selected}
            loading={loading}
            filterOptions={items => items}
            getOptionLabel={record => entityTitle(definition, record)}
            getOptionKey={record => String(record.id)}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_event, record) => pick(record)}
            onInputChange={(_event, typed, reason) => {
                if (reason === 'reset') return;
                setText(typed);
                if (reason === 'clear' || (reason === 'input' && typed === '' && value)) pick(null);
            }}
            onBlur={() => setTouched(true)}
            loadingText={translate('ra.page.loading')}
            noOptionsText={searchedText ? translate(texts.noMatching, { entity: searchedText }) : translate('entity.no-entities-prompt')}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate(texts.name)}
                    required={required}
                    error={showError}
                    helperText={showError ? translate(requiredText ?? texts.required) : undefined}
                    InputProps={{
                        ...params.InputProps,
                        endAdornment: (
                            <>
                                {loading && open ? <CircularProgress color="inherit" size={20} /> : null}
                                {params.InputProps.endAdornment}
                            </>
                        ),
                    }}
                />
            )}
        />
    );
};
