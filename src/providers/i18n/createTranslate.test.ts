import { describe, expect, it } from 'vitest';
import { createTranslate } from './createTranslate';
import { defaultMessages } from './messages';

describe('createTranslate', () => {
    const translate = createTranslate({
        login: { login: 'Login', 'login-with': 'Login with %{name}' },
    });

    it('finds phrases by dotted key', () => {
        expect(translate('login.login')).toBe('Login');
    });

    it('fills %{placeholders}', () => {
        expect(translate('login.login-with', { name: 'Google' })).toBe(
            'Login with Google'
        );
    });

    it('falls back to the _ option, then to the key itself', () => {
        expect(translate('Invalid username or password', { _: 'Nope' })).toBe(
            'Nope'
        );
        expect(translate('Invalid username or password')).toBe(
            'Invalid username or password'
        );
        expect(translate('login')).toBe('login');
        expect(translate('login.login.deeper')).toBe('login.login.deeper');
    });

    it('reads the bundled en_US strings', () => {
        const english = createTranslate(defaultMessages);
        expect(english('user.invalid-email-format')).toBe(
            'Invalid e-mail format'
        );
        expect(english('user.tenant-admin')).toBe('Tenant administrator');
    });
});
