import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

interface SearchFieldProps {
    /** What is searched: the placeholder and the field's accessible name (a placeholder alone names nothing). */
    label: string;
    value: string;
    onChange(text: string): void;
    sx?: SxProps<Theme>;
}

/** A toolbar's search box, a magnifier in front. */
export const SearchField = ({ label, value, onChange, sx }: SearchFieldProps) => (
    <TextField
        size="small"
        placeholder={label}
        value={value}
        onChange={event => onChange(event.target.value)}
        sx={sx}
        slotProps={{
            htmlInput: { 'aria-label': label },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
    />
);
