import { badRequest } from '../errors';

/** ThingsBoard's UserPasswordPolicy (reference §1.11). */
export interface PasswordPolicy {
    minimumLength: number | null;
    minimumUppercaseLetters: number | null;
    minimumLowercaseLetters: number | null;
    minimumDigits: number | null;
    minimumSpecialCharacters: number | null;
    allowWhitespaces: boolean | null;
    passwordExpirationPeriodDays: number | null;
    passwordReuseFrequencyDays: number | null;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
    minimumLength: 6,
    minimumUppercaseLetters: null,
    minimumLowercaseLetters: null,
    minimumDigits: null,
    minimumSpecialCharacters: null,
    allowWhitespaces: true,
    passwordExpirationPeriodDays: null,
    passwordReuseFrequencyDays: null,
};

interface CharacterRule {
    minimum: keyof PasswordPolicy;
    pattern: RegExp;
    kind: string;
}

const CHARACTER_RULES: CharacterRule[] = [
    { minimum: 'minimumUppercaseLetters', pattern: /[A-Z]/g, kind: 'uppercase' },
    { minimum: 'minimumLowercaseLetters', pattern: /[a-z]/g, kind: 'lowercase' },
    { minimum: 'minimumDigits', pattern: /[0-9]/g, kind: 'digit' },
    { minimum: 'minimumSpecialCharacters', pattern: /[^A-Za-z0-9\s]/g, kind: 'special' },
];

/** The messages ThingsBoard (through passay) gives for a password the policy refuses; empty when it passes. */
export function passwordViolations(password: string, policy: PasswordPolicy): string[] {
    const violations: string[] = [];
    const minimumLength = policy.minimumLength ?? 0;
    if (password.length < minimumLength) {
        violations.push(`Password must be ${minimumLength} or more characters in length.`);
    }
    for (const rule of CHARACTER_RULES) {
        const minimum = policy[rule.minimum];
        if (typeof minimum === 'number' && minimum > 0 && (password.match(rule.pattern)?.length ?? 0) < minimum) {
            violations.push(`Password must contain ${minimum} or more ${rule.kind} characters.`);
        }
    }
    if (policy.allowWhitespaces === false && /\s/.test(password)) {
        violations.push('Password contains a whitespace character.');
    }
    return violations;
}

/** Throws ThingsBoard's 400 when the password breaks the policy. */
export function assertPasswordAllowed(password: string, policy: PasswordPolicy): void {
    const violations = passwordViolations(password, policy);
    if (violations.length > 0) throw badRequest(violations.join('\n'));
}

export function passwordExpired(policy: PasswordPolicy, changedAt: number | null, now = Date.now()): boolean {
    const days = policy.passwordExpirationPeriodDays;
    if (!days || days <= 0 || changedAt === null) return false;
    return changedAt + days * 86_400_000 < now;
}

/** When each password was set: epoch ms (as text, as ThingsBoard keys it) to its hash. */
export type PasswordHistory = Record<string, string>;

/** The history entries set within the reuse period (none when the policy has no period). */
export function recentPasswordHashes(policy: PasswordPolicy, history: PasswordHistory, now = Date.now()): string[] {
    const days = policy.passwordReuseFrequencyDays;
    if (!days || days <= 0) return [];
    const since = now - days * 86_400_000;
    return Object.entries(history)
        .filter(([setAt]) => Number(setAt) > since)
        .map(([, hash]) => hash);
}

/** ThingsBoard's message for a password used again within the reuse period. */
export const passwordReusedMessage = (policy: PasswordPolicy) => `Password was already used for the last ${policy.passwordReuseFrequencyDays} days`;

/** Keeps the history bounded: entries older than a year of the longest sensible period are dropped. */
export function withPasswordSet(history: PasswordHistory, hash: string, at: number, keepMs = 366 * 86_400_000): PasswordHistory {
    const kept = Object.entries(history).filter(([setAt]) => Number(setAt) > at - keepMs);
    return Object.fromEntries([...kept, [String(at), hash]]);
}
