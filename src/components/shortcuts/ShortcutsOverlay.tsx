import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePublicTranslate } from '../../providers/i18n/PublicTranslateContext';
import { HELP_KEY, isTypingTarget, listedShortcuts } from './shortcuts';

/** The keyboard-shortcuts overlay, toggled by ? outside fields, closed by its cross. */
export const ShortcutsOverlay = () => {
    const translate = usePublicTranslate();
    const [open, setOpen] = useState(false);
    const { key: locationKey } = useLocation();
    useEffect(() => setOpen(false), [locationKey]);

    useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
            if (event.key !== HELP_KEY || isTypingTarget(event.target)) return;
            event.preventDefault();
            setOpen(current => !current);
        };
        window.addEventListener('keydown', onKeyDown);
        return () => window.removeEventListener('keydown', onKeyDown);
    }, []);

    return (
        <Dialog
            open={open}
            onClose={() => setOpen(false)}
            aria-labelledby="shortcuts-title"
            maxWidth="xs"
            fullWidth
            // Opened from the keyboard: no focus ring around the whole panel.
            slotProps={{ paper: { sx: { outline: 'none' } } }}
        >
            <DialogTitle id="shortcuts-title" sx={{ pr: 6 }}>
                {translate('shortcuts.title')}
                <IconButton
                    aria-label={translate('action.close')}
                    onClick={() => setOpen(false)}
                    sx={{ position: 'absolute', right: 8, top: 8 }}
                >
                    <Close />
                </IconButton>
            </DialogTitle>
            <DialogContent>
                <Table size="small">
                    <TableBody>
                        {listedShortcuts().map(shortcut => (
                            <TableRow key={shortcut.keys}>
                                <TableCell sx={{ width: 80 }}>
                                    <Box
                                        component="kbd"
                                        sx={{
                                            px: 1,
                                            py: 0.25,
                                            border: 1,
                                            borderColor: 'divider',
                                            borderRadius: 1,
                                            fontFamily: 'monospace',
                                            bgcolor: 'action.hover',
                                        }}
                                    >
                                        {shortcut.keys}
                                    </Box>
                                </TableCell>
                                <TableCell>{translate(shortcut.description!)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </DialogContent>
        </Dialog>
    );
};
