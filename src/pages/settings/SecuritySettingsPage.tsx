import { useEffect, useState } from 'react';
import type { SecuritySettings } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';
import { SettingsCard, SettingsLoading, SettingsSection } from './SettingsCard';
import { SettingsFieldsGrid } from './SettingsFieldsGrid';
import { integerIn, jsonOf, valuesOf, type SettingsField } from './settingsFields';
import { useSettingsForm } from './useSettingsForm';

const count = (name: string, label: string, rangeMessage: string): SettingsField => ({
    name,
    label,
    kind: 'number',
    check: integerIn(0, 10_000, rangeMessage),
});

const POLICY_FIELDS: SettingsField[] = [
    {
        name: 'minimumLength',
        label: 'admin.minimum-password-length',
        kind: 'number',
        required: 'admin.minimum-password-length-required',
        check: integerIn(5, 50, 'admin.minimum-password-length-range'),
    },
    count('minimumUppercaseLetters', 'admin.minimum-uppercase-letters', 'admin.minimum-uppercase-letters-range'),
    count('minimumLowercaseLetters', 'admin.minimum-lowercase-letters', 'admin.minimum-lowercase-letters-range'),
    count('minimumDigits', 'admin.minimum-digits', 'admin.minimum-digits-range'),
    count('minimumSpecialCharacters', 'admin.minimum-special-characters', 'admin.minimum-special-characters-range'),
    count('passwordExpirationPeriodDays', 'admin.password-expiration-period-days', 'admin.password-expiration-period-days-range'),
    count('passwordReuseFrequencyDays', 'admin.password-reuse-frequency-days', 'admin.password-reuse-frequency-days-range'),
    { name: 'allowWhitespaces', label: 'admin.allow-whitespace', kind: 'checkbox' },
];

const GENERAL_FIELDS: SettingsField[] = [
    { ...count('maxFailedLoginAttempts', 'admin.max-failed-login-attempts', 'admin.minimum-max-failed-login-attempts-range'), wide: true },
    {
        name: 'userLockoutNotificationEmail',
        label: 'admin.user-lockout-notification-email',
        kind: 'text',
        wide: true,
        check: value => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'user.invalid-email-format'),
    },
];

const FIELDS = [...POLICY_FIELDS, ...GENERAL_FIELDS];

/** Password policy and account lockout, enforced by the server (part 1 §2, /settings/security-settings). */
const SecuritySettingsPage = () => {
    const [settings, setSettings] = useState<SecuritySettings | null>(null);
    useEffect(() => {
        let active = true;
        httpClient.request<SecuritySettings>('/api/admin/securitySettings').then(found => active && setSettings(found), () => undefined);
        return () => {
            active = false;
        };
    }, []);
    if (!settings) return <SettingsLoading />;
    return <SecuritySettingsForm settings={settings} />;
};

const SecuritySettingsForm = ({ settings }: { settings: SecuritySettings }) => {
    const form = useSettingsForm(FIELDS, valuesOf({ ...settings.passwordPolicy, ...settings }, FIELDS));
    const save = () =>
        form.submit(async () => {
            const general = jsonOf(form.values, GENERAL_FIELDS);
            await httpClient.request<SecuritySettings>('/api/admin/securitySettings', {
                method: 'POST',
                body: {
                    passwordPolicy: jsonOf(form.values, POLICY_FIELDS),
                    maxFailedLoginAttempts: general.maxFailedLoginAttempts as number | null,
                    userLockoutNotificationEmail: (general.userLockoutNotificationEmail as string) || null,
                },
            });
        });
    const grid = (fields: SettingsField[]) => (
        <SettingsFieldsGrid fields={fields} values={form.values} errors={form.errors} touched={form.touched} onChange={form.set} />
    );
    return (
        <SettingsCard title="admin.security-settings" dirty={form.dirty} busy={form.busy} onSubmit={save}>
            <SettingsSection title="admin.general-policy">{grid(GENERAL_FIELDS)}</SettingsSection>
            <SettingsSection title="admin.password-policy">{grid(POLICY_FIELDS)}</SettingsSection>
        </SettingsCard>
    );
};

export default SecuritySettingsPage;
