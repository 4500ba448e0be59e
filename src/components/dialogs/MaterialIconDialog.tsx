import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { commonIcons } from './commonIcons';
import { ICON_RENDER_DELAY_MS, type IconComponent } from './materialIcons';
import { useCloseOnNavigation } from './useCloseOnNavigation';

export interface MaterialIconDialogProps {
    /** The current icon's name, highlighted in the list. */
    icon: string | null;
    /** Picking an icon closes with its name; Cancel (or navigation) with null. */
    onClose(icon: string | null): void;
}

/** Picks a Material icon from a common list, or from all of them with 'show all' on. */
export const MaterialIconDialog = ({ icon, onClose }: MaterialIconDialogProps) => {
    const translate = useTranslate();
    const [showAll, setShowAll] = useState(false);
    const [all, setAll] = useState<Map<string, IconComponent> | null>(null);
    const [shown, setShown] = useState<Map<string, IconComponent> | null>(null);
    useCloseOnNavigation(true, () => onClose(null));

    const loading = showAll && all === null;
    useEffect(() => {
        if (!showAll || all) return;
        let current = true;
        void import('./allIcons').then(module => current && setAll(module.allIcons));
        return () => {
            current = false;
        };
    }, [showAll, all]);

    // The list renders a moment after it changes, so the dialog opens at once (part 2 §9).
    const list = showAll ? all : commonIcons;
    useEffect(() => {
        setShown(null);
        if (!list) return;
        const timer = setTimeout(() => setShown(list), showAll ? ICON_RENDER_DELAY_MS.all : ICON_RENDER_DELAY_MS.common);
        return () => clearTimeout(timer);
    }, [list, showAll]);

    return (
        <Dialog open onClose={() => onClose(null)} aria-labelledby="icon-picker-title" maxWidth="sm" fullWidth>
            <DialogTitle id="icon-picker-title" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <Box component="span" sx={{ flex: 1 }}>
                    {translate('icon.select-icon')}
                </Box>
                <FormControlLabel
                    control={<Switch checked={showAll} disabled={loading} onChange={event => setShowAll(event.target.checked)} />}
                    label={translate('icon.show-all')}
                    slotProps={{ typography: { variant: 'body2' } }}
                />
            </DialogTitle>
            <DialogContent dividers sx={{ minHeight: 240 }}>
                {shown === null ? (
                    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                        <CircularProgress size={20} />
                    </Box>
                ) : (
                    <Box role="listbox" aria-label={translate('icon.icons')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(48px, 1fr))', gap: 0.5 }}>
                        {[...shown].map(([name, Icon]) => (
                            <IconButton
                                key={name}
                                role="option"
                                aria-label={name}
                                aria-selected={name === icon}
                                title={name}
                                onClick={() => onClose(name)}
                                sx={name === icon ? { bgcolor: 'primary.main', color: 'primary.contrastText', '&:hover': { bgcolor: 'primary.dark' } } : undefined}
                            >
                                <Icon />
                            </IconButton>
                        ))}
                    </Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={() => onClose(null)}>{translate('action.cancel')}</Button>
            </DialogActions>
        </Dialog>
    );
};
