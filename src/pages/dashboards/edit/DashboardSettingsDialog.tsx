import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardSettings } from '../../../dashboard/model/dashboardConfig';

export interface DashboardSettingsDialogProps {
    settings: DashboardSettings;
    onSave(settings: DashboardSettings): void;
    onClose(): void;
}

/** The two state controllers ThingsBoard 3.3 offers: 'entity' keeps the state's entity in the URL. */
const STATE_CONTROLLERS = ['entity', 'default'] as const;

/** Switches of the dashboard's toolbar, each on unless stored false. */
const TOOLBAR_SWITCHES = [
    { key: 'showDashboardTimewindow', label: 'dashboard.display-dashboard-timewindow' },
    { key: 'showDashboardExport', label: 'dashboard.display-dashboard-export' },
] as const;

/** Dashboard settings: state controller, title colour and which toolbar items show. */
export const DashboardSettingsDialog = ({ settings, onSave, onClose }: DashboardSettingsDialogProps) => {
    const translate = useTranslate();
    const [draft, setDraft] = useState<DashboardSettings>(settings);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="dashboard-settings-title">
            <DialogTitle id="dashboard-settings-title">{translate('dashboard.settings')}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <TextField select size="small" label={translate('dashboard.state-controller')} value={draft.stateControllerId ?? 'entity'} onChange={event => setDraft({ ...draft, stateControllerId: event.target.value })}>
                        {STATE_CONTROLLERS.map(id => (
                            <MenuItem key={id} value={id}>
                                {id}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField type="color" size="small" label={translate('dashboard.title-color')} value={draft.titleColor ?? '#000000'} onChange={event => setDraft({ ...draft, titleColor: event.target.value })} sx={{ maxWidth: 200 }} />
                    {TOOLBAR_SWITCHES.map(({ key, label }) => (
                        <FormControlLabel key={key} control={<Switch checked={draft[key] !== false} onChange={event => setDraft({ ...draft, [key]: event.target.checked })} />} label={translate(label)} />
                    ))}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={() => onSave(draft)}>
                    {translate('action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
