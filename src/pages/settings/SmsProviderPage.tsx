import Sms from '@mui/icons-material/Sms';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AdminSettings } from '../../../shared/generated/api.gen';
import { SettingsCard, SettingsLoading } from './SettingsCard';
import { SettingsFieldsGrid } from './SettingsFieldsGrid';
import { e164, jsonOf, valuesOf, type SettingsField, type SettingsValues } from './settingsFields';
import { TestSmsDialog } from './TestSmsDialog';
import { saveAdminSettings, useAdminSettings } from './useAdminSettings';
import { useSettingsForm } from './useSettingsForm';


const TYPE_FIELD: SettingsField = {
    name: 'type',
    label: 'admin.sms-provider-type',
    kind: 'select',
    required: 'admin.sms-provider-type-required',
    options: [
        { value: 'AWS_SNS', label: 'admin.sms-provider-type-aws-sns' },
        { value: 'TWILIO', label: 'admin.sms-provider-type-twilio' },
    ],
    wide: true,
};

/** The fields of each provider, shown for the chosen type only. */
const PROVIDER_FIELDS: Record<string, SettingsField[]> = {
    AWS_SNS: [
        { name: 'accessKeyId', label: 'admin.aws-access-key-id', kind: 'text', required: 'admin.aws-access-key-id-required' },
        { name: 'secretAccessKey', label: 'admin.aws-secret-access-key', kind: 'password', required: 'admin.aws-secret-access-key-required' },
        { name: 'region', label: 'admin.aws-region', kind: 'text', required: 'admin.aws-region-required' },
    ],
    TWILIO: [
        { name: 'numberFrom', label: 'admin.number-from', kind: 'text', required: 'admin.number-from-required', hint: 'admin.phone-number-hint', check: value => (/^(PN|MG)/.test(value) ? null : e164(value)) },
        { name: 'accountSid', label: 'admin.twilio-account-sid', kind: 'text', required: 'admin.twilio-account-sid-required' },
        { name: 'accountToken', label: 'admin.twilio-account-token', kind: 'password', required: 'admin.twilio-account-token-required' },
    ],
};

const ALL_FIELDS: SettingsField[] = [
    TYPE_FIELD,
    ...Object.entries(PROVIDER_FIELDS).flatMap(([type, fields]) => fields.map(field => ({ ...field, visible: (values: SettingsValues) => values.type === type }))),
];

/** The configuration of the chosen provider only, as ThingsBoard stores it. */
const providerJson = (values: SettingsValues) => ({ type: values.type, ...jsonOf(values, PROVIDER_FIELDS[String(values.type)] ?? []) });

/** AWS SNS or Twilio, with a test SMS (part 1 §2, /settings/sms-provider). */
const SmsProviderPage = () => {
    const settings = useAdminSettings('sms');
    if (settings === null) return <SettingsLoading />;
    return <SmsProviderForm settings={settings ?? { key: 'sms', jsonValue: { type: 'AWS_SNS' } }} />;
};

const SmsProviderForm = ({ settings }: { settings: Pick<AdminSettings, 'key' | 'jsonValue'> }) => {
    const translate = useTranslate();
    const form = useSettingsForm(ALL_FIELDS, valuesOf(settings.jsonValue ?? {}, ALL_FIELDS));
    const [testing, setTesting] = useState(false);
    const save = () => form.submit(() => saveAdminSettings({ ...settings, jsonValue: providerJson(form.values) }).then(() => undefined));

    return (
        <SettingsCard
            title="admin.sms-provider-settings"
            dirty={form.dirty}
            busy={form.busy}
            onSubmit={save}
            actions={
                <Button startIcon={<Sms />} onClick={() => (form.valid ? setTesting(true) : form.touchAll())} disabled={form.busy}>
                    {translate('admin.send-test-sms')}
                </Button>
            }
        >
            <SettingsFieldsGrid fields={ALL_FIELDS} values={form.values} errors={form.errors} touched={form.touched} onChange={form.set} />
            <TestSmsDialog open={testing} providerConfiguration={providerJson(form.values)} onClose={() => setTesting(false)} />
        </SettingsCard>
    );
};

export default SmsProviderPage;
