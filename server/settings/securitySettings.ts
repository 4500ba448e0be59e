import { EMAIL_PATTERN } from '../registry/validate';
import { badRequest } from '../errors';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../auth/passwordPolicy';

/** ThingsBoard's SecuritySettings (reference §1.11), stored as the admin settings `securitySettings`. */
export interface SecuritySettings {
    passwordPolicy: PasswordPolicy;
    maxFailedLoginAttempts: number | null;
    userLockoutNotificationEmail: string | null;
}

export interface SecuritySettingsInput {
    passwordPolicy?: Partial<PasswordPolicy>;
    maxFailedLoginAttempts?: number | null;
    userLockoutNotificationEmail?: string | null;
}

/** Every field present, null where unset; never saved gives ThingsBoard's default (minimum length 6). */
export function securitySettingsOf(stored: SecuritySettingsInput | null): SecuritySettings {
    return {
        passwordPolicy: { ...DEFAULT_PASSWORD_POLICY, ...stored?.passwordPolicy },
        maxFailedLoginAttempts: stored?.maxFailedLoginAttempts ?? null,
        userLockoutNotificationEmail: stored?.userLockoutNotificationEmail?.trim() || null,
    };
}

interface Bound {
    field: keyof PasswordPolicy | 'maxFailedLoginAttempts';
    label: string;
    min: number;
    max?: number;
}

/** The limits of ThingsBoard's security settings page, checked again by the server. */
const BOUNDS: Bound[] = [
    { field: 'minimumLength', label: 'Minimum password length', min: 5, max: 50 },
    { field: 'minimumUppercaseLetters', label: 'Minimum number of uppercase letters', min: 0 },
    { field: 'minimumLowercaseLetters', label: 'Minimum number of lowercase letters', min: 0 },
    { field: 'minimumDigits', label: 'Minimum number of digits', min: 0 },
    { field: 'minimumSpecialCharacters', label: 'Minimum number of special characters', min: 0 },
    { field: 'passwordExpirationPeriodDays', label: 'Password expiration period in days', min: 0 },
    { field: 'passwordReuseFrequencyDays', label: 'Password reuse frequency in days', min: 0 },
    { field: 'maxFailedLoginAttempts', label: 'Maximum number of failed login attempts', min: 0 },
];


/** Refuses numbers out of range and a malformed lockout address with ThingsBoard's 400. */
export function assertSecuritySettingsValid(settings: SecuritySettings): void {
    for (const bound of BOUNDS) {
        const value = bound.field === 'maxFailedLoginAttempts' ? settings.maxFailedLoginAttempts : settings.passwordPolicy[bound.field];
        if (typeof value !== 'number') continue;
        if (value < bound.min) throw badRequest(`${bound.label} should be at least ${bound.min}!`);
        if (bound.max !== undefined && value > bound.max) throw badRequest(`${bound.label} should be at most ${bound.max}!`);
    }
    const email = settings.userLockoutNotificationEmail?.trim();
    if (email && !EMAIL_PATTERN.test(email)) throw badRequest('Invalid email address format!');
}
