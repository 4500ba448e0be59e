import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { contactErrors, type Contact } from './contact';
import { countryNames } from './countries';

export interface ContactFormProps {
    value: Contact;
    onChange: (contact: Contact) => void;
    disabled?: boolean;
}

type TextKey = Exclude<keyof Contact, 'country'>;
const TEXT_FIELDS: ReadonlyArray<{ key: TextKey; label: string; wide?: boolean }> = [
    { key: 'city', label: 'contact.city' },
    { key: 'state', label: 'contact.state' },
    { key: 'zip', label: 'contact.postal-code' },
    { key: 'address', label: 'contact.address', wide: true },
    { key: 'address2', label: 'contact.address2', wide: true },
    { key: 'phone', label: 'contact.phone' },
    { key: 'email', label: 'contact.email' },
];

/** Country (from about 250), city, state, postal code checked against the country, address, phone, email. */
export const ContactForm = ({ value, onChange, disabled }: ContactFormProps) => {
    const translate = useTranslate();
    const countries = useMemo(countryNames, []);
    const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
    const errors = contactErrors(value);
    const touch = (key: string) => setTouched(current => new Set(current).add(key));
    const edit = (key: keyof Contact, text: string | null) => onChange({ ...value, [key]: text });
    const errorOf = (key: keyof Contact) => (touched.has(key) || key === 'zip' ? errors[key] : undefined);

    return (
        <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
                <Autocomplete<string, false, false, false>
                    options={countries}
                    value={value.country ?? null}
                    disabled={disabled}
                    onChange={(_event, country) => edit('country', country)}
                    renderInput={params => <TextField {...params} label={translate('contact.country')} />}
                />
            </Grid>
            {TEXT_FIELDS.map(({ key, label, wide }) => {
                const error = errorOf(key);
                return (
                    <Grid key={key} size={{ xs: 12, sm: wide ? 12 : 6 }}>
                        <TextField
                            fullWidth
                            label={translate(label)}
                            value={value[key] ?? ''}
                            disabled={disabled}
                            type={key === 'email' ? 'email' : 'text'}
                            onChange={event => edit(key, event.target.value)}
                            onBlur={() => touch(key)}
                            error={!!error}
                            helperText={error ? translate(error) : undefined}
                        />
                    </Grid>
                );
            })}
        </Grid>
    );
};
