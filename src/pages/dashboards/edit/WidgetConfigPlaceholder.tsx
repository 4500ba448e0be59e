import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Widget, WidgetConfig } from '../../../dashboard/model/dashboardConfig';

export interface WidgetConfigPlaceholderProps {
    widget: Widget;
    onSave(config: WidgetConfig): void;
    onClose(): void;
}

/**
 * The widget's title and whether it shows, until the full widget configuration dialog
 * (src/dashboard/dialogs/widgetConfig, built in parallel) takes this place.
 */
export const WidgetConfigPlaceholder = ({ widget, onSave, onClose }: WidgetConfigPlaceholderProps) => {
    const translate = useTranslate();
    const [title, setTitle] = useState(widget.config.title ?? '');
    const [showTitle, setShowTitle] = useState(widget.config.showTitle !== false);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="widget-config-title">
            <DialogTitle id="widget-config-title">{translate('widget.edit')}</DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <TextField size="small" label={translate('widget-config.title')} value={title} onChange={event => setTitle(event.target.value)} autoFocus />
                    <FormControlLabel control={<Switch checked={showTitle} onChange={event => setShowTitle(event.target.checked)} />} label={translate('widget-config.display-title')} />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button variant="contained" onClick={() => onSave(showTitle === (widget.config.showTitle !== false) ? { ...widget.config, title } : { ...widget.config, title, showTitle })}>
                    {translate('action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
