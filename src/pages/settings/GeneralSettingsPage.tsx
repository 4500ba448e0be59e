import type { AdminSettings } from '../../../shared/generated/api.gen';
import { SettingsCard, SettingsLoading } from './SettingsCard';
import { SettingsFieldsGrid } from './SettingsFieldsGrid';
import { jsonOf, valuesOf, type SettingsField } from './settingsFields';
import { saveAdminSettings, useAdminSettings } from './useAdminSettings';
import { useSettingsForm } from './useSettingsForm';

const FIELDS: SettingsField[] = [
    { name: 'baseUrl', label: 'admin.base-url', kind: 'text', required: 'admin.base-url-required', check: value => (/^https?:\/\/\S+$/i.test(value) ? null : 'admin.base-url-invalid'), wide: true },
    { name: 'prohibitDifferentUrl', label: 'admin.prohibit-different-url', kind: 'checkbox' },
];

/** The system's base URL, used in the links of mails (part 1 §2, /settings/general). */
const GeneralSettingsPage = () => {
    const settings = useAdminSettings('general');
    if (settings === null) return <SettingsLoading />;
    return <GeneralSettingsForm settings={settings ?? { key: 'general', jsonValue: {} }} />;
};

const GeneralSettingsForm = ({ settings }: { settings: Pick<AdminSettings, 'key' | 'jsonValue'> }) => {
    const form = useSettingsForm(FIELDS, valuesOf(settings.jsonValue ?? {}, FIELDS));
    const save = () => form.submit(() => saveAdminSettings({ ...settings, jsonValue: { ...settings.jsonValue, ...jsonOf(form.values, FIELDS) } }).then(() => undefined));

    return (
        <SettingsCard title="admin.general-settings" dirty={form.dirty} busy={form.busy} onSubmit={save}>
            <SettingsFieldsGrid fields={FIELDS} values={form.values} errors={form.errors} touched={form.touched} onChange={form.set} />
        </SettingsCard>
    );
};

export default GeneralSettingsPage;
