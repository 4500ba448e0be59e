import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';

export const PasswordVisibilityToggle = ({
    visible,
    onToggle,
}: {
    visible: boolean;
    onToggle: () => void;
}) => {
    const translate = usePublicTranslate();
    return (
        <InputAdornment position="end">
            <IconButton
                aria-label={translate(
                    visible ? 'login.hide-password' : 'login.show-password'
                )}
                onClick={onToggle}
                // Keep the caret in the password field.
                onMouseDown={event => event.preventDefault()}
                edge="end"
            >
                {visible ? <VisibilityOff /> : <Visibility />}
            </IconButton>
        </InputAdornment>
    );
};
