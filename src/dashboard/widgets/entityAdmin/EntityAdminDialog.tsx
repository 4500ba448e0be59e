import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { coordinateError, loadAdminEntity, saveAdminEntity, type AdminEntityForm, type AdminEntityKind } from './entityAdminApi';

export interface EntityAdminDialogProps {
    kind: AdminEntityKind;
    /** The entity to edit; absent to add one. */
    entityId?: string;
    /** The type a new entity gets (the alias's device or asset type). */
    defaultType: string;
    onClose: (changed: boolean) => void;
}

const TITLES: Readonly<Record<AdminEntityKind, { add: string; edit: string }>> = {
    DEVICE: { add: 'widgets.entity-admin.add-device', edit: 'widgets.entity-admin.edit-device' },
    ASSET: { add: 'widgets.entity-admin.add-asset', edit: 'widgets.entity-admin.edit-asset' },
};

const COORDINATE_ERRORS = { number: 'widgets.entity-admin.not-a-number', range: 'widgets.entity-admin.out-of-range' } as const;

/**
 * The admin tables' add and edit dialog: name, label, device profile (or asset type), whether a
 * device is a gateway, and its position as server attributes.
 */
export const EntityAdminDialog = ({ kind, entityId, defaultType, onClose }: EntityAdminDialogProps) => {
    const translate = useTranslate();
    const [form, setForm] = useState<AdminEntityForm>({ name: '', label: '', type: defaultType, gateway: kind === 'DEVICE' && defaultType === 'gateway', latitude: '', longitude: '' });
    const [stored, setStored] = useState<Awaited<ReturnType<typeof loadAdminEntity>>['stored']>();
    const [busy, setBusy] = useState(Boolean(entityId));
    const [touched, setTouched] = useState(false);
    useEffect(() => {
        if (!entityId) return;
        let current = true;
        loadAdminEntity(kind, entityId).then(
            loaded => {
                if (!current) return;
                setStored(loaded.stored);
                setForm(loaded.form);
                setBusy(false);
            },
            () => current && onClose(false),
        );
        return () => {
            current = false;
        };
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [kind, entityId]);

    const set = (patch: Partial<AdminEntityForm>) => {
        setForm(current => ({ ...current, ...patch }));
        setTouched(true);
    };
    const nameMissing = form.name.trim() === '';
    const latitudeError = coordinateError(form.latitude, 90);
    const longitudeError = coordinateError(form.longitude, 180);
    const invalid = nameMissing || latitudeError !== null || longitudeError !== null;
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (invalid || busy) return;
        setBusy(true);
        try {
            await saveAdminEntity(kind, form, stored);
            onClose(true);
        } catch {
            // The http client's toast says what the server refused; the dialog stays for a fix.
            setBusy(false);
        }
    };
    const fields = kind === 'DEVICE' ? 'resources.devices.fields' : 'resources.assets.fields';

    return (
        <Dialog open onClose={() => !busy && onClose(false)} maxWidth="xs" fullWidth PaperProps={{ component: 'form', onSubmit: submit, noValidate: true }}>
            <DialogTitle>{translate(entityId ? TITLES[kind].edit : TITLES[kind].add)}</DialogTitle>
            {busy ? <LinearProgress /> : <div style={{ height: 4 }} />}
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField
                        label={translate(`${fields}.name`)}
                        value={form.name}
                        onChange={event => set({ name: event.target.value })}
                        required
                        autoFocus
                        error={touched && nameMissing}
                        helperText={touched && nameMissing ? translate(kind === 'DEVICE' ? 'device.name-required' : 'asset.name-required') : undefined}
                        disabled={busy}
                    />
                    <TextField label={translate(`${fields}.label`)} value={form.label} onChange={event => set({ label: event.target.value })} disabled={busy} />
                    <TextField label={translate(kind === 'DEVICE' ? 'resources.devices.fields.deviceProfileName' : 'resources.assets.fields.type')} value={form.type} onChange={event => set({ type: event.target.value })} disabled={busy || Boolean(entityId && kind === 'DEVICE')} />
                    <Stack direction="row" spacing={1}>
                        <TextField
                            label={translate('widgets.maps.latitude')}
                            value={form.latitude}
                            onChange={event => set({ latitude: event.target.value })}
                            inputProps={{ inputMode: 'decimal' }}
                            error={latitudeError !== null}
                            helperText={latitudeError ? translate(COORDINATE_ERRORS[latitudeError], { limit: 90 }) : undefined}
                            disabled={busy}
                            sx={{ flex: 1 }}
                        />
                        <TextField
                            label={translate('widgets.maps.longitude')}
                            value={form.longitude}
                            onChange={event => set({ longitude: event.target.value })}
                            inputProps={{ inputMode: 'decimal' }}
                            error={longitudeError !== null}
                            helperText={longitudeError ? translate(COORDINATE_ERRORS[longitudeError], { limit: 180 }) : undefined}
                            disabled={busy}
                            sx={{ flex: 1 }}
                        />
                    </Stack>
                    {kind === 'DEVICE' && (
                        <FormControlLabel control={<Checkbox checked={form.gateway} onChange={event => set({ gateway: event.target.checked })} disabled={busy} />} label={translate('resources.devices.fields.additionalInfo.gateway')} />
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={() => onClose(false)} disabled={busy}>{translate('action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={busy || (touched && invalid)}>{translate(entityId ? 'action.save' : 'ra.action.add')}</Button>
            </DialogActions>
        </Dialog>
    );
};
