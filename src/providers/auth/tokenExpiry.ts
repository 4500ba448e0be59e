import type { JwtClaims } from './jwtClaims';

/** A token counts as valid only while its expiry is more than this far ahead. */
export const TOKEN_VALIDITY_MARGIN_MS = 2000;

/**
 * When the token expires by the client's clock: now + its lifetime (exp − iat).
 * Using the lifetime rather than `exp` itself tolerates a skewed server clock.
 * Returns null for a token that must not be stored (no lifetime, or exp − iat ≤ 0).
 */
export const clientExpiration = (
    claims: Pick<JwtClaims, 'iat' | 'exp'> | null,
    now: number
): number | null => {
    if (typeof claims?.iat !== 'number' || typeof claims.exp !== 'number') {
        return null;
    }
    const lifetimeSeconds = claims.exp - claims.iat;
    return lifetimeSeconds > 0 ? now + lifetimeSeconds * 1000 : null;
};

export const isUnexpired = (
    expiration: number | null,
    now: number
): boolean =>
    expiration !== null && expiration - now > TOKEN_VALIDITY_MARGIN_MS;
