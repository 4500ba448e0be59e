import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { WidgetsBundleSelect } from '../../components/pickers/WidgetsBundleSelect';
import { fetchWidgetsBundles, type WidgetsBundle as PickedBundle } from '../../components/pickers/widgetsBundles';
import { mayWriteBundle, useSignedInUser } from './useWidgetLibraryAccess';
import type { WidgetsBundle } from './widgetLibraryApi';

interface Props {
    open: boolean;
    initialName: string;
    /** Preselected when the user may write it. */
    currentBundle: WidgetsBundle | null;
    onClose(): void;
    onSave(name: string, bundle: { id: string; alias: string }): void;
}

/** ThingsBoard's "Save widget type as": a new title and a target bundle the user may write. */
export const SaveAsDialog = ({ open, initialName, currentBundle, onClose, onSave }: Props) => {
    const translate = useTranslate();
    const user = useSignedInUser();
    const [name, setName] = useState(initialName);
    const [target, setTarget] = useState<PickedBundle | null>(null);
    const [writableCount, setWritableCount] = useState<number | null>(null);
    const [touched, setTouched] = useState(false);
    // The sysadmin saves into system bundles, a tenant admin into its own (part 2 §6: scope 'system' or 'tenant').
    const scope = user?.authority === 'SYS_ADMIN' ? 'system' : 'tenant';
    const load = useCallback(
        () =>
            fetchWidgetsBundles().then(all => {
                setWritableCount(all.filter(bundle => mayWriteBundle(user, bundle)).length);
                return all;
            }),
        [user],
    );

    useEffect(() => {
        if (!open) return;
        setName(initialName);
        setTouched(false);
        setTarget(currentBundle && mayWriteBundle(user, currentBundle) ? currentBundle : null);
    }, [open, initialName, currentBundle, user]);

    const nameMissing = name.trim() === '';
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (!nameMissing && target?.id) onSave(name.trim(), { id: target.id.id, alias: target.alias });
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
                    <div>
                        {open && (
                            <WidgetsBundleSelect
                                value={target?.alias ?? null}
                                onChange={setTarget}
                                bundlesScope={scope}
                                selectFirstBundle
                                label={translate('widget.widget-bundle')}
                                disabled={writableCount === 0}
                                load={load}
                            />
                        )}
                        {writableCount === 0 && <FormHelperText sx={{ mx: 1.75 }}>{translate('widget.no-writable-bundles')}</FormHelperText>}
                    </div>
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
