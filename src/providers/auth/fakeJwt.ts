import type { JwtClaims } from './jwtClaims';

/** Builds an unsigned JWT with the given claims, for tests (the client never checks signatures). */
export const fakeJwt = (claims: JwtClaims): string => {
    const encode = (value: object) =>
        btoa(JSON.stringify(value))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
    return `${encode({ alg: 'HS512' })}.${encode(claims)}.signature`;
};
