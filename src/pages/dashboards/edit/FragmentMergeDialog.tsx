import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardFragment } from '../../../dashboard/editor/dashboardFragment';
import { clashKey, defaultChoices, type ClashChoice, type ClashChoices, type NameClash } from '../../../dashboard/editor/nameClashes';

/** Green for the same settings, amber for different ones; the darker shade on white, the lighter on dark, for contrast. */
const settingsColor = (theme: Theme, identical: boolean) => {
    const palette = identical ? theme.palette.success : theme.palette.warning;
    return theme.palette.mode === 'dark' ? palette.light : palette.dark;
};

export interface FragmentMergeDialogProps {
    fragment: DashboardFragment;
    clashes: readonly NameClash[];
    /** The name the state will get in this dashboard (kind state), when it differs from its own. */
    renamedState?: string;
    /** i18n key of the confirm button: import (a file) or paste (the clipboard). */
    confirmLabel: string;
    onConfirm(choices: ClashChoices): void;
    onClose(): void;
}

/**
 * Before a state or widgets join a dashboard whose aliases or filters have the same names: one
 * choice per name, reuse the dashboard's own or add the incoming one renamed. Reuse is proposed
 * where both have the same settings.
 */
export const FragmentMergeDialog = ({ fragment, clashes, renamedState, confirmLabel, onConfirm, onClose }: FragmentMergeDialogProps) => {
    const translate = useTranslate();
    const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [choices, setChoices] = useState<ClashChoices>(() => defaultChoices(clashes));
    const title =
        fragment.kind === 'state'
            ? translate('dashboard-fragment.merge-state-title', { name: fragment.state.name })
            : translate('dashboard-fragment.merge-widgets-title');

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="fragment-merge-title">
            <DialogTitle id="fragment-merge-title">{title}</DialogTitle>
            <DialogContent dividers>
                {renamedState && fragment.kind === 'state' && (
                    <Alert severity="info" sx={{ mb: 2 }}>
                        {translate('dashboard-fragment.state-renamed', { name: fragment.state.name, renamed: renamedState })}
                    </Alert>
                )}
                {clashes.length > 0 && (
                    <Typography variant="body2" sx={{ mb: 1 }}>
                        {translate('dashboard-fragment.clash-intro')}
                    </Typography>
                )}
                {clashes.map(clash => {
                    const key = clashKey(clash);
                    const labelId = `clash-${key}`;
                    return (
                        <Stack
                            key={key}
                            direction={{ xs: 'column', sm: 'row' }}
                            spacing={{ xs: 0.5, sm: 2 }}
                            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
                        >
                            <Stack sx={{ flex: 1, minWidth: 0 }}>
                                <Typography variant="caption" color="text.secondary">
                                    {translate(clash.kind === 'alias' ? 'dashboard-fragment.alias' : 'dashboard-fragment.filter')}
                                </Typography>
                                <Typography id={labelId} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                                    {clash.name}
                                </Typography>
                                <Typography variant="body2" sx={theme => ({ color: settingsColor(theme, clash.identical) })}>
                                    {translate(clash.identical ? 'dashboard-fragment.same-settings' : 'dashboard-fragment.different-settings')}
                                </Typography>
                            </Stack>
                            <RadioGroup
                                aria-labelledby={labelId}
                                value={choices[key]}
                                onChange={event => setChoices({ ...choices, [key]: event.target.value as ClashChoice })}
                                sx={{ flex: 1.2, minWidth: 0 }}
                            >
                                <FormControlLabel value="reuse" control={<Radio size="small" />} label={translate('dashboard-fragment.reuse', { name: clash.name })} />
                                {clash.sameAs && (
                                    <FormControlLabel value="same" control={<Radio size="small" />} label={translate('dashboard-fragment.reuse-same', { name: clash.sameAs.name })} />
                                )}
                                <FormControlLabel value="rename" control={<Radio size="small" />} label={translate('dashboard-fragment.rename', { name: clash.renamed })} />
                            </RadioGroup>
                        </Stack>
                    );
                })}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={() => onConfirm(choices)}>
                    {translate(confirmLabel)}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
