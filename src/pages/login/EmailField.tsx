import MailOutline from '@mui/icons-material/MailOutline';
import InputAdornment from '@mui/material/InputAdornment';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { OutlinedTextField } from './OutlinedTextField';

export interface EmailFieldProps {
    value: string;
    onChange(value: string): void;
    /** The form's own words for what is wrong, or null. */
    error: string | null;
    disabled?: boolean;
}

/** The e-mail field of the public pages that send a mail (password reset, activation resend). */
export const EmailField = ({ value, onChange, error, disabled }: EmailFieldProps) => {
    const translate = usePublicTranslate();
    return (
        <OutlinedTextField
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            label={translate('login.email')}
            value={value}
            onChange={event => onChange(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            disabled={disabled}
            startAdornment={
                <InputAdornment position="start">
                    <MailOutline />
                </InputAdornment>
            }
        />
    );
};
