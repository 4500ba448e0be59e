import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

export interface WidgetsBundleSearchProps {
    value: string;
    onChange: (text: string) => void;
    placeholder?: string;
}

/** A search box for bundles: search icon, and a clear button once there is text. */
export const WidgetsBundleSearch = ({ value, onChange, placeholder }: WidgetsBundleSearchProps) => {
    const translate = useTranslate();
    return (
        <TextField
            fullWidth
            value={value}
            placeholder={placeholder ?? translate('widgets-bundle.search')}
            onChange={event => onChange(event.target.value)}
            slotProps={{
                htmlInput: { 'aria-label': placeholder ?? translate('widgets-bundle.search') },
                input: {
                    startAdornment: (
                        <InputAdornment position="start">
                            <Search />
                        </InputAdornment>
                    ),
                    endAdornment: value ? (
                        <InputAdornment position="end">
                            <IconButton size="small" aria-label={translate('action.clear')} onClick={() => onChange('')}>
                                <Clear fontSize="small" />
                            </IconButton>
                        </InputAdornment>
                    ) : undefined,
                },
            }}
        />
    );
};
