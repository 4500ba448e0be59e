import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { AdminSettings } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { SettingsCard, SettingsLoading, SettingsSection } from './SettingsCard';
import { SettingsFieldsGrid } from './SettingsFieldsGrid';
import { integerIn, jsonOf, valuesOf, type SettingsField, type SettingsValues } from './settingsFields';
import { saveAdminSettings, useAdminSettings } from './useAdminSettings';
import { useSettingsForm } from './useSettingsForm';
import { Send } from '../../components/display/directionalIcons';

const port = (required: string, invalid: string) => ({ kind: 'number', required, check: integerIn(1, 65535, invalid) }) as const;
const withProxy = (values: SettingsValues) => values.enableProxy === true;

const SERVER_FIELDS: SettingsField[] = [
    { name: 'mailFrom', label: 'admin.mail-from', kind: 'text', required: 'admin.mail-from-required', wide: true },
    { name: 'smtpProtocol', label: 'admin.smtp-protocol', kind: 'select', options: [{ value: 'smtp', label: 'SMTP' }, { value: 'smtps', label: 'SMTPS' }] },
    { name: 'smtpHost', label: 'admin.smtp-host', kind: 'text', required: 'admin.smtp-host-required' },
    { name: 'smtpPort', label: 'admin.smtp-port', ...port('admin.smtp-port-required', 'admin.smtp-port-invalid') },
    { name: 'timeout', label: 'admin.timeout-msec', kind: 'number', required: 'admin.timeout-required', check: integerIn(0, 3_600_000, 'admin.timeout-invalid') },
    { name: 'enableTls', label: 'admin.enable-tls', kind: 'checkbox' },
    {
        name: 'tlsVersion',
        label: 'admin.tls-version',
        kind: 'select',
        options: ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'].map(version => ({ value: version, label: version })),
        visible: values => values.enableTls === true,
    },
];

const PROXY_FIELDS: SettingsField[] = [
    { name: 'enableProxy', label: 'admin.enable-proxy', kind: 'checkbox' },
    { name: 'proxyHost', label: 'admin.proxy-host', kind: 'text', required: 'admin.proxy-host-required', visible: withProxy },
    { name: 'proxyPort', label: 'admin.proxy-port', ...port('admin.proxy-port-required', 'admin.proxy-port-range'), visible: withProxy },
    { name: 'proxyUser', label: 'admin.proxy-user', kind: 'text', visible: withProxy },
    { name: 'proxyPassword', label: 'admin.proxy-password', kind: 'password', visible: withProxy },
];

// The server never sends the password back: it is only sent when the person chooses to change it.
const CREDENTIAL_FIELDS: SettingsField[] = [
    { name: 'username', label: 'common.username', kind: 'text', autoComplete: 'off' },
    { name: 'changePassword', label: 'admin.change-password', kind: 'checkbox' },
    { name: 'password', label: 'common.password', kind: 'password', visible: values => values.changePassword === true, wide: true },
];

const FIELDS = [...SERVER_FIELDS, ...PROXY_FIELDS, ...CREDENTIAL_FIELDS];

const DEFAULTS = { smtpProtocol: 'smtp', smtpPort: 25, timeout: 10000, tlsVersion: 'TLSv1.2', enableTls: false, enableProxy: false };

/** The mail settings to send: without the password unless it is being changed. */
function mailJson(values: SettingsValues): Record<string, unknown> {
    const { changePassword, password, ...json } = jsonOf(values, FIELDS);
    return changePassword === true ? { ...json, password } : json;
}

/** SMTP server, TLS, proxy and credentials, with a test mail to oneself (part 1 §2, /settings/outgoing-mail). */
const OutgoingMailPage = () => {
    const settings = useAdminSettings('mail');
    if (settings === null) return <SettingsLoading />;
    return <OutgoingMailForm settings={settings ?? { key: 'mail', jsonValue: {} }} />;
};

const OutgoingMailForm = ({ settings }: { settings: Pick<AdminSettings, 'key' | 'jsonValue'> }) => {
    const translate = useTranslate();
    const form = useSettingsForm(FIELDS, valuesOf({ ...DEFAULTS, ...settings.jsonValue, changePassword: false, password: '' }, FIELDS));

    const save = () =>
        form.submit(async () => {
            await saveAdminSettings({ ...settings, jsonValue: { ...settings.jsonValue, ...mailJson(form.values) } });
            // The saved password is not shown again; the toggle goes back off.
            return { ...form.values, changePassword: false, password: '' };
        });
    const sendTestMail = () =>
        form.run(
            () => httpClient.request('/api/admin/settings/testMail', { method: 'POST', body: { key: 'mail', jsonValue: mailJson(form.values) } }),
            'admin.test-mail-sent',
        );
    const grid = (fields: SettingsField[]) => (
        <SettingsFieldsGrid fields={fields} values={form.values} errors={form.errors} touched={form.touched} onChange={form.set} />
    );

    return (
        <SettingsCard
            title="admin.outgoing-mail-settings"
            dirty={form.dirty}
            busy={form.busy}
            onSubmit={save}
            actions={
                <Button startIcon={<Send />} onClick={sendTestMail} disabled={form.busy}>
                    {translate('admin.send-test-mail')}
                </Button>
            }
        >
            <SettingsSection title="admin.mail-server">{grid(SERVER_FIELDS)}</SettingsSection>
            <SettingsSection title="admin.proxy">{grid(PROXY_FIELDS)}</SettingsSection>
            <SettingsSection title="admin.credentials">{grid(CREDENTIAL_FIELDS)}</SettingsSection>
        </SettingsCard>
    );
};

export default OutgoingMailPage;
