import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import { useLocaleState, useTranslate } from 'react-admin';
import { fromPolyglotLocale, intlLocaleOf } from '../../../shared/i18n/languages';
import { pickerLocaleText } from './pickerLocales';

export interface DateTimeInputProps {
    label: string;
    /** Milliseconds since the epoch. */
    value: number | null;
    onChange: (value: number | null) => void;
    minDate?: number;
    maxDate?: number;
    required?: boolean;
    disabled?: boolean;
    showErrors?: boolean;
}

const toDateTime = (ms: number | undefined | null) => (ms === undefined || ms === null ? undefined : DateTime.fromMillis(ms));

/** One date and time, shown yyyy-MM-dd HH:mm:ss, optionally bounded and required. */
export const DateTimeInput = ({ label, value, onChange, minDate, maxDate, required = false, disabled, showErrors = false }: DateTimeInputProps) => {
    const translate = useTranslate();
    const [locale = 'en-US'] = useLocaleState();
    const missing = required && value === null && showErrors;
    return (
        // Month and day names in the user's language (Luxon via Intl), the picker's own texts from MUI X's packs.
        <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={intlLocaleOf(fromPolyglotLocale(locale))} localeText={pickerLocaleText(locale)}>
            <DateTimePicker
                label={label}
                value={toDateTime(value) ?? null}
                onChange={next => onChange(next && next.isValid ? next.toMillis() : null)}
                minDateTime={toDateTime(minDate)}
                maxDateTime={toDateTime(maxDate)}
                disabled={disabled}
                ampm={false}
                format="yyyy-MM-dd HH:mm:ss"
                views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
                slotProps={{
                    textField: {
                        size: 'small',
                        fullWidth: true,
                        required,
                        error: missing || undefined,
                        helperText: missing ? translate('datetime.date-required') : undefined,
                    },
                }}
            />
        </LocalizationProvider>
    );
};
