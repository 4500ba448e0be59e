import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { mayWriteBundle, useSignedInUser } from './useWidgetLibraryAccess';
import { widgetLibraryApi, type WidgetsBundle } from './widgetLibraryApi';

interface Props {
    open: boolean;
    initialName: string;
    /** Preselected when the user may write it. */
    currentBundle: WidgetsBundle | null;
    onClose(): void;
    onSave(name: string, bundle: WidgetsBundle): void;
}

/** ThingsBoard's "Save widget type as": a new title and a target bundle the user may write. */
export const SaveAsDialog = ({ open, initialName, currentBundle, onClose, onSave }: Props) => {
    const translate = useTranslate();
    const user = useSignedInUser();
    const [name, setName] = useState(initialName);
    const [bundles, setBundles] = useState<WidgetsBundle[]>([]);
    const [bundleId, setBundleId] = useState('');
    const [touched, setTouched] = useState(false);

    useEffect(() => {
        if (!open) return;
        setName(initialName);
        setTouched(false);
        void widgetLibraryApi.bundles().then(all => {
            const writable = all.filter(bundle => mayWriteBundle(user, bundle));
            setBundles(writable);
            const preferred = writable.find(bundle => bundle.id.id === currentBundle?.id.id) ?? writable[0];
            setBundleId(preferred?.id.id ?? '');
        });
    }, [open, initialName, currentBundle, user]);

    const target = bundles.find(bundle => bundle.id.id === bundleId);
    const nameMissing = name.trim() === '';
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (!nameMissing && target) onSave(name.trim(), target);
    };

    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
            <DialogTitle>{translate('widget.save-widget-type-as')}</DialogTitle>
            <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>{translate('widget.save-widget-type-as-text')}</DialogContentText>
                <Stack spacing={2}>
                    <TextField
                        autoFocus
                        required
                        label={translate('widget.title')}
                        value={name}
                        onChange={event => setName(event.target.value)}
                        error={touched && nameMissing}
                        helperText={touched && nameMissing ? translate('widget.title-required') : ' '}
                    />
                    <TextField
                        select
                        required
                        label={translate('widget.widget-bundle')}
                        value={bundleId}
                        onChange={event => setBundleId(event.target.value)}
                        disabled={bundles.length === 0}
                        helperText={bundles.length === 0 ? translate('widget.no-writable-bundles') : ' '}
                    >
                        {bundles.map(bundle => (
                            <MenuItem key={bundle.id.id} value={bundle.id.id}>
                                {bundle.title}
                            </MenuItem>
                        ))}
                    </TextField>
                </Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{translate('action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={!target}>
                    {translate('action.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
