import { describe, expect, it } from 'vitest';
import { fakeUser as user } from './fakeUser';
import { toIdentity } from './userIdentity';

describe('toIdentity', () => {
    it('uses "First Last" when the user has a name', () => {
        expect(toIdentity(user({ firstName: 'Ada', lastName: 'Lovelace' }))).toEqual({
            id: 'u-1',
            fullName: 'Ada Lovelace',
            email: 'tenant@thingsboard.org',
            authority: 'TENANT_ADMIN',
        });
    });

    it('uses what there is of the name', () => {
        expect(toIdentity(user({ firstName: null, lastName: 'Lovelace' })).fullName).toBe(
            'Lovelace'
        );
    });

    it('falls back to the e-mail', () => {
        expect(toIdentity(user({ firstName: ' ', lastName: null })).fullName).toBe(
            'tenant@thingsboard.org'
        );
        expect(toIdentity(user({})).fullName).toBe('tenant@thingsboard.org');
    });
});
