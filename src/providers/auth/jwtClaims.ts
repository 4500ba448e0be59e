import type { Authority } from '../../../resources/kernel';

/** Claims ThingsBoard puts in its tokens (times in epoch seconds). */
export interface JwtClaims {
    sub?: string;
    scopes?: Array<Authority | 'REFRESH_TOKEN'>;
    userId?: string;
    tenantId?: string;
    customerId?: string;
    isPublic?: boolean;
    iat?: number;
    exp?: number;
}

/**
 * Reads the payload of a JWT without checking its signature: the client only needs
 * the lifetime and the user's ids; the server verifies the token on every call.
 */
export const decodeJwtClaims = (token: string): JwtClaims | null => {
    const payload = token.split('.')[1];
    if (!payload) return null;
    try {
        const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
        const bytes = Uint8Array.from(atob(base64), char => char.charCodeAt(0));
        const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
        return typeof claims === 'object' && claims !== null
            ? (claims as JwtClaims)
            : null;
    } catch {
        return null;
    }
};
