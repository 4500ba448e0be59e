import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, passwordExpired, passwordReusedMessage, passwordViolations, recentPasswordHashes, withPasswordSet } from './passwordPolicy';

describe('password policy', () => {
    it('accepts the demo passwords under the default policy', () => {
        for (const password of ['sysadmin', 'tenant', 'customer']) {
            expect(passwordViolations(password, DEFAULT_PASSWORD_POLICY)).toEqual([]);
        }
    });

    it('names every broken rule', () => {
        const policy = {
            ...DEFAULT_PASSWORD_POLICY,
            minimumLength: 8,
            minimumUppercaseLetters: 1,
            minimumDigits: 2,
            minimumSpecialCharacters: 1,
            allowWhitespaces: false,
        };
        expect(passwordViolations('ab c', policy)).toEqual([
            'Password must be 8 or more characters in length.',
            'Password must contain 1 or more uppercase characters.',
            'Password must contain 2 or more digit characters.',
            'Password must contain 1 or more special characters.',
            'Password contains a whitespace character.',
        ]);
        expect(passwordViolations('Abcdef12!', policy)).toEqual([]);
    });

    it('expires a password only when the policy sets a period', () => {
        const day = 86_400_000;
        const now = 100 * day;
        expect(passwordExpired(DEFAULT_PASSWORD_POLICY, 0, now)).toBe(false);
        const policy = { ...DEFAULT_PASSWORD_POLICY, passwordExpirationPeriodDays: 30 };
        expect(passwordExpired(policy, now - 31 * day, now)).toBe(true);
        expect(passwordExpired(policy, now - 29 * day, now)).toBe(false);
    });
});

describe('password history', () => {
    const DAY = 86_400_000;
    const policy = (days: number | null) => ({ ...DEFAULT_PASSWORD_POLICY, passwordReuseFrequencyDays: days });
    const history = { [String(100 * DAY)]: 'old', [String(125 * DAY)]: 'recent' };

    it('names only the hashes set within the reuse period, none without a period', () => {
        expect(recentPasswordHashes(policy(10), history, 130 * DAY)).toEqual(['recent']);
        expect(recentPasswordHashes(policy(40), history, 130 * DAY)).toEqual(['old', 'recent']);
        expect(recentPasswordHashes(policy(null), history, 130 * DAY)).toEqual([]);
        expect(recentPasswordHashes(policy(0), history, 130 * DAY)).toEqual([]);
    });

    it('adds the new hash and forgets entries older than the kept span', () => {
        expect(withPasswordSet(history, 'new', 130 * DAY, 20 * DAY)).toEqual({ [String(125 * DAY)]: 'recent', [String(130 * DAY)]: 'new' });
    });

    it("words the refusal as ThingsBoard does", () => {
        expect(passwordReusedMessage(policy(30))).toBe('Password was already used for the last 30 days');
    });
});
