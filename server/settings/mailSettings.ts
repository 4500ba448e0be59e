import type { MailSettings } from '../mail/mailer';

/** Fields the settings page sends that describe the form, not the mail server. */
const FORM_ONLY_FIELDS = ['changePassword'];

/**
 * The mail settings to keep: as ThingsBoard does, a body without `password` keeps the stored
 * one, so the page never needs to know it.
 */
export function mergeMailSettings(incoming: Record<string, unknown>, stored: Record<string, unknown> | null): Record<string, unknown> {
    const merged = { ...incoming };
    for (const field of FORM_ONLY_FIELDS) delete merged[field];
    if (!('password' in merged) || merged.password === null) merged.password = stored?.password ?? '';
    return merged;
}

/** The mail settings as every GET answers them: never with the password. */
export function withoutPassword<T extends { key: string; jsonValue: unknown }>(settings: T): T {
    if (settings.key !== 'mail' || typeof settings.jsonValue !== 'object' || settings.jsonValue === null) return settings;
    const { password: _password, ...jsonValue } = settings.jsonValue as Record<string, unknown>;
    return { ...settings, jsonValue };
}

export const asMailSettings = (json: Record<string, unknown>) => json as unknown as MailSettings;
