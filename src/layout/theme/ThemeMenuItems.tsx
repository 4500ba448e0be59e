import Check from '@mui/icons-material/Check';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { THEME_MODES, themeModeStore, type ThemeMode } from './themeModeStore';
import { useThemeMode } from './useThemeMode';

const MODE_LABELS: Record<ThemeMode, string> = {
    system: 'theme.mode-system',
    light: 'theme.mode-light',
    dark: 'theme.mode-dark',
};

/** The user menu's theme choice: System (the default, follows the OS), Light, Dark — the chosen one checked. */
export const ThemeMenuItems = ({ onDone }: { onDone: () => void }) => {
    const translate = useTranslate();
    const { mode } = useThemeMode();
    return (
        <>
            <Divider />
            {/* A heading for the eye only: a menu may hold menu items and separators, no list items
                (axe: aria-required-children). Each item names the theme in its own label instead. */}
            <ListSubheader aria-hidden sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                {translate('theme.theme')}
            </ListSubheader>
            {THEME_MODES.map(choice => (
            <MenuItem
                key={choice}
                role="menuitemradio"
                aria-label={`${translate('theme.theme')}: ${translate(MODE_LABELS[choice])}`}
                aria-checked={mode === choice}
                selected={mode === choice}
                onClick={() => {
                    themeModeStore.setMode(choice);
                    onDone();
                }}
            >
                <ListItemIcon>{mode === choice && <Check fontSize="small" />}</ListItemIcon>
                <ListItemText>{translate(MODE_LABELS[choice])}</ListItemText>
            </MenuItem>
            ))}
            <Divider />
        </>
    );
};
