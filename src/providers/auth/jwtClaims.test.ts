import { describe, expect, it } from 'vitest';
import { fakeJwt } from './fakeJwt';
import { decodeJwtClaims } from './jwtClaims';

describe('decodeJwtClaims', () => {
    it('reads the payload of a ThingsBoard access token', () => {
        const token = fakeJwt({
            sub: 'tenant@thingsboard.org',
            scopes: ['TENANT_ADMIN'],
            userId: 'u-1',
            iat: 1646991605,
            exp: 1647000605,
        });
        expect(decodeJwtClaims(token)).toEqual({
            sub: 'tenant@thingsboard.org',
            scopes: ['TENANT_ADMIN'],
            userId: 'u-1',
            iat: 1646991605,
            exp: 1647000605,
        });
    });

    it('decodes base64url and UTF-8 characters', () => {
        const payload = btoa(
            String.fromCharCode(
                ...new TextEncoder().encode('{"sub":"zoë@例え.jp"}')
            )
        )
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
        expect(decodeJwtClaims(`h.${payload}.s`)).toEqual({
            sub: 'zoë@例え.jp',
        });
    });

    it('returns null for something that is not a JWT', () => {
        expect(decodeJwtClaims('garbage')).toBeNull();
        expect(decodeJwtClaims('a.%%%.c')).toBeNull();
        expect(decodeJwtClaims(`a.${btoa('42')}.c`)).toBeNull();
    });
});
