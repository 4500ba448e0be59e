import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useCloseOnNavigation } from '../../components/dialogs/useCloseOnNavigation';
import { httpClient } from '../../providers/http/httpClient';
import { SettingsFieldsGrid } from './SettingsFieldsGrid';
import { e164, type SettingsField } from './settingsFields';
import { useSettingsForm } from './useSettingsForm';

const FIELDS: SettingsField[] = [
    { name: 'numberTo', label: 'admin.number-to', kind: 'text', required: 'admin.number-to-required', hint: 'admin.phone-number-hint', check: e164, wide: true },
    { name: 'message', label: 'admin.sms-message', kind: 'text', required: 'admin.sms-message-required', check: value => (value.length > 1600 ? 'admin.sms-message-max-length' : null), wide: true },
];

interface Props {
    open: boolean;
    providerConfiguration: Record<string, unknown>;
    onClose: () => void;
}

/** Number and text of a test SMS sent with the form's (maybe unsaved) provider settings. */
export const TestSmsDialog = ({ open, providerConfiguration, onClose }: Props) => {
    const translate = useTranslate();
    const form = useSettingsForm(FIELDS, { numberTo: '', message: translate('admin.test-sms-message') });
    useCloseOnNavigation(open, onClose);

    const send = (event: FormEvent) => {
        event.preventDefault();
        event.stopPropagation(); // the dialog sits inside the settings form
        void form.run(async () => {
            await httpClient.request('/api/admin/settings/testSms', {
                method: 'POST',
                body: { providerConfiguration, numberTo: String(form.values.numberTo).trim(), message: String(form.values.message) },
            });
            onClose();
        }, 'admin.test-sms-sent');
    };

    return (
        <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="test-sms-title">
            <form onSubmit={send} noValidate>
                {form.busy && <LinearProgress />}
                <DialogTitle id="test-sms-title">{translate('admin.send-test-sms')}</DialogTitle>
                <DialogContent sx={{ pt: '8px !important' }}>
                    <SettingsFieldsGrid fields={FIELDS} values={form.values} errors={form.errors} touched={form.touched} onChange={form.set} />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('action.cancel')}</Button>
                    <Button type="submit" variant="contained" disabled={form.busy}>
                        {translate('admin.send-test-sms')}
                    </Button>
                </DialogActions>
            </form>
        </Dialog>
    );
};
