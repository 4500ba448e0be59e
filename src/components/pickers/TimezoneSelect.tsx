import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { timezoneLabel } from '../../lib/time/timezone';
import {
    allTimezones,
    canonicalTimezone,
    matchingTimezones,
    timezoneAfterClose,
    type TimezoneOption,
    type TimezoneResetRules,
} from './timezones';

export interface TimezoneSelectProps extends Omit<TimezoneResetRules, 'browserTimezone'> {
    /** A timezone id; null means the browser's time. */
    value: string | null;
    onChange: (timezone: string | null) => void;
    required?: boolean;
    disabled?: boolean;
    label?: string;
    showErrors?: boolean;
}

/** A timezone searched by name and shown as 'name (offset)', with the reset rules of part 2 §4. */
export const TimezoneSelect = ({ value, onChange, required = false, disabled, label, showErrors = false, ...rules }: TimezoneSelectProps) => {
    const translate = useTranslate();
    const zones = useMemo(allTimezones, []);
    const [touched, setTouched] = useState(false);
    const current = value ? (zones.find(zone => zone.id === value) ?? null) : null;

    // A value written another way ('US/Eastern') is re-emitted as the id the list uses.
    useEffect(() => {
        if (!value || current) return;
        const canonical = canonicalTimezone(value);
        if (canonical && canonical !== value && zones.some(zone => zone.id === canonical)) onChange(canonical);
    }, [value, current, zones, onChange]);

    const showError = required && !value && (touched || showErrors);
    return (
        <Autocomplete<TimezoneOption, false, false, false>
            fullWidth
            disabled={disabled}
            options={zones}
            value={current}
            filterOptions={(options, { inputValue }) => matchingTimezones(options, inputValue === (current ? timezoneLabel(current) : '') ? '' : inputValue)}
            getOptionLabel={timezoneLabel}
            getOptionKey={zone => zone.id}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_event, picked) => onChange(picked?.id ?? null)}
            onClose={() => {
                const kept = timezoneAfterClose(value, rules);
                if (kept !== value) onChange(kept);
            }}
            onBlur={() => setTouched(true)}
            noOptionsText={translate('timezone.no-timezones-matching')}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label ?? translate('timezone.timezone')}
                    placeholder={rules.localBrowserTimezonePlaceholder ? translate('timezone.browser-time') : undefined}
                    required={required}
                    error={showError}
                    helperText={showError ? translate('timezone.timezone-required') : undefined}
                />
            )}
        />
    );
};
