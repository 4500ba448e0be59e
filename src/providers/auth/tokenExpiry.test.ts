import { describe, expect, it } from 'vitest';
import {
    clientExpiration,
    isUnexpired,
    TOKEN_VALIDITY_MARGIN_MS,
} from './tokenExpiry';

describe('clientExpiration', () => {
    const now = 1_700_000_000_000;

    it('is the client clock plus the lifetime exp − iat, whatever the server clock says', () => {
        // Issued "in 2022" by a server whose clock is far off: only the 9000 s lifetime counts.
        expect(clientExpiration({ iat: 1646991605, exp: 1647000605 }, now)).toBe(
            now + 9_000_000
        );
    });

    it('refuses tokens whose lifetime is not positive', () => {
        expect(clientExpiration({ iat: 100, exp: 100 }, now)).toBeNull();
        expect(clientExpiration({ iat: 100, exp: 99 }, now)).toBeNull();
    });

    it('refuses tokens without iat or exp', () => {
        expect(clientExpiration({ exp: 100 }, now)).toBeNull();
        expect(clientExpiration({ iat: 100 }, now)).toBeNull();
        expect(clientExpiration(null, now)).toBeNull();
    });
});

describe('isUnexpired', () => {
    const now = 1_000_000;

    it('needs the expiry to be more than 2 s ahead', () => {
        expect(TOKEN_VALIDITY_MARGIN_MS).toBe(2000);
        expect(isUnexpired(now + 2001, now)).toBe(true);
        expect(isUnexpired(now + 2000, now)).toBe(false);
        expect(isUnexpired(now + 1000, now)).toBe(false);
        expect(isUnexpired(now - 1, now)).toBe(false);
    });

    it('treats a missing expiry as expired', () => {
        expect(isUnexpired(null, now)).toBe(false);
    });
});
