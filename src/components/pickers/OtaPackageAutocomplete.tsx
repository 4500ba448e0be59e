import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import {
    loadOtaPackage,
    OTA_TEXTS,
    otaPackageLabel,
    searchOtaPackages,
    shortenSearch,
    type OtaPackageInfo,
    type OtaUpdateType,
} from './otaPackages';
import { useDebouncedSearch, useLoadedSelection } from './useDebouncedSearch';

export interface OtaPackageAutocompleteProps {
    deviceProfileId: string | null;
    /** FIRMWARE by default. */
    type?: OtaUpdateType;
    /** The package's uuid. */
    value: string | null;
    onChange: (id: string | null) => void;
    required?: boolean;
    requiredText?: string;
    disabled?: boolean;
    /** When disabled with a value, the title links to the package's page. */
    useLink?: boolean;
    showErrors?: boolean;
    /** Where packages come from; the server by default (tests pass fakes). */
    search?: typeof searchOtaPackages;
    load?: typeof loadOtaPackage;
}

const idOf = (ota: OtaPackageInfo) => ota.id.id;

/** Assigns a firmware or software package of the device profile, shown as 'title (version)'. */
export const OtaPackageAutocomplete = ({
    deviceProfileId,
    type = 'FIRMWARE',
    value,
    onChange,
    required = false,
    requiredText,
    disabled,
    useLink = false,
    showErrors = false,
    search = searchOtaPackages,
    load = loadOtaPackage,
}: OtaPackageAutocompleteProps) => {
    const translate = useTranslate();
    const texts = OTA_TEXTS[type];
    const [open, setOpen] = useState(false);
    const [text, setText] = useState('');
    const [touched, setTouched] = useState(false);
    const onMissing = useCallback(() => onChange(null), [onChange]);
    const [selected, setSelected] = useLoadedSelection(value, load, idOf, onMissing);
    const { options, loading, searchedText } = useDebouncedSearch(
        open && !!deviceProfileId,
        text,
        typed => search(deviceProfileId!, type, typed),
        `${deviceProfileId}/${type}`
    );

    if (disabled && useLink && selected) {
        return (
            <Link component={RouterLink} to={`/otaUpdates/${idOf(selected)}/show`} underline="hover">
                {otaPackageLabel(selected)}
            </Link>
        );
    }

    const showError = required && !value && (touched || showErrors);
    return (
        <Autocomplete<OtaPackageInfo, false, false, false>
            fullWidth
            disabled={disabled}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={options}
            loading={loading}
            filterOptions={items => items}
            value={selected}
            getOptionLabel={otaPackageLabel}
            getOptionKey={idOf}
            isOptionEqualToValue={(option, chosen) => idOf(option) === idOf(chosen)}
            onChange={(_event, picked) => {
                setSelected(picked);
                onChange(picked ? idOf(picked) : null);
            }}
            onInputChange={(_event, typed, reason) => reason === 'input' && setText(typed)}
            onBlur={() => setTouched(true)}
            loadingText={translate('ra.page.loading')}
            noOptionsText={searchedText ? translate(texts.noMatching, { entity: shortenSearch(searchedText) }) : translate(texts.notFound)}
            renderInput={params => (
                <TextField
                    {...params}
                    label={translate(texts.label)}
                    required={required}
                    error={showError}
                    helperText={showError ? translate(requiredText ?? texts.required) : undefined}
                />
            )}
        />
    );
};
