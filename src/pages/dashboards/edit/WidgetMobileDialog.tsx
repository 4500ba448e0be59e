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
import type { MobileSettings } from '../../../dashboard/editor/layoutOps';

export interface WidgetMobileDialogProps {
    title: string;
    value: MobileSettings;
    onSave(value: MobileSettings): void;
    onClose(): void;
}

/** Empty means "not set" (reading order, the widget's own height); else a whole number from 1. */
const parsed = (text: string): number | null | 'invalid' => {
    if (text.trim() === '') return null;
    const value = Number(text);
    return Number.isInteger(value) && value >= 1 ? value : 'invalid';
};

/** A widget's phone layout: its place in the single column, its height in rows, or hidden. */
export const WidgetMobileDialog = ({ title, value, onSave, onClose }: WidgetMobileDialogProps) => {
    const translate = useTranslate();
    const [order, setOrder] = useState(value.mobileOrder != null ? String(value.mobileOrder) : '');
    const [height, setHeight] = useState(value.mobileHeight != null ? String(value.mobileHeight) : '');
    const [hide, setHide] = useState(value.mobileHide === true);
    const mobileOrder = parsed(order);
    const mobileHeight = parsed(height);
    const invalid = mobileOrder === 'invalid' || mobileHeight === 'invalid';
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="widget-mobile-title">
            <DialogTitle id="widget-mobile-title">
                {translate('widget.mobile-layout')}: {title}
            </DialogTitle>
            <DialogContent dividers>
                <Stack spacing={2}>
                    <TextField type="number" size="small" label={translate('widget-config.mobile-order')} value={order} error={mobileOrder === 'invalid'} helperText={mobileOrder === 'invalid' ? translate('widget.mobile-positive') : ' '} onChange={event => setOrder(event.target.value)} />
                    <TextField type="number" size="small" label={translate('widget-config.mobile-height')} value={height} error={mobileHeight === 'invalid'} helperText={mobileHeight === 'invalid' ? translate('widget.mobile-positive') : ' '} onChange={event => setHeight(event.target.value)} />
                    <FormControlLabel control={<Switch checked={hide} onChange={event => setHide(event.target.checked)} />} label={translate('widget-config.mobile-hide')} />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button
                    variant="contained"
                    disabled={invalid}
                    onClick={() => !invalid && onSave({ mobileOrder: mobileOrder as number | null, mobileHeight: mobileHeight as number | null, mobileHide: hide })}
                >
                    {translate('action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
