import ManageSearch from '@mui/icons-material/ManageSearch';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { useShellSession } from '../../layout/useShellSession';
import { paletteShortcutLabel } from './paletteChord';
import { paletteOpenState } from './paletteOpenState';

/** The toolbar button that opens the command palette (issue #13); its tooltip names the shortcut. */
export const CommandPaletteButton = () => {
    const translate = useTranslate();
    const session = useShellSession();
    if (!session || session.isPublic) return null;
    const shortcut = paletteShortcutLabel();
    return (
        <Tooltip title={`${translate('command-palette.open')} (${shortcut})`}>
            <IconButton color="inherit" aria-keyshortcuts="Control+K Meta+K" onClick={paletteOpenState.open}>
                <ManageSearch />
            </IconButton>
        </Tooltip>
    );
};
