import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

/**
 * MUI's outlined TextField without its `select` mode: TextField always bundles Select,
 * Menu and Modal, a tenth of the sign-in page's weight budget.
 */
export const OutlinedTextField = ({
    label,
    helperText,
    error,
    margin = 'normal',
    ...inputProps
}: Omit<OutlinedInputProps, 'label' | 'margin'> & {
    label: string;
    helperText?: ReactNode;
    margin?: 'normal' | 'dense';
}) => {
    const id = useId();
    return (
        <FormControl variant="outlined" fullWidth margin={margin} error={error}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
                id={id}
                label={label}
                aria-describedby={helperText ? `${id}-helper` : undefined}
                {...inputProps}
            />
            {helperText && (
                <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText>
            )}
        </FormControl>
    );
};
