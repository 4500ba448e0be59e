import crypto from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { JwtSettings } from '../config';
import { authenticationFailed, tokenExpired } from '../errors';
import type { Authority } from '../../resources/kernel/ids';
import { NULL_UUID } from '../lib/ids';
import { VerifiedTokens } from './verifiedTokens';

export type { Authority };
type TokenScope = Authority | 'REFRESH_TOKEN' | 'ANONYMOUS';

/** Who a token speaks for: a user, or the public user of a public customer. */
export interface TokenSubject {
    userId: string;
    /** E-mail, or the public customer's id for a public session. */
    sub: string;
    authority: Authority;
    tenantId: string;
    customerId: string;
    firstName?: string | null;
    lastName?: string | null;
    enabled: boolean;
    isPublic: boolean;
}

export interface AccessClaims extends TokenSubject {
    /** Issue time in epoch seconds. */
    iat: number;
    /**
     * The sign-in session (`sid`) the token belongs to; null for a token issued before sessions had
     * ids, absent for claims the server makes for itself (provisioning).
     */
    sessionId?: string | null;
}

export interface RefreshClaims {
    userId: string;
    sub: string;
    isPublic: boolean;
    iat: number;
    sessionId: string | null;
}

export interface JwtPair {
    token: string;
    refreshToken: string;
}

const ALGORITHM = 'HS512';
/** Distinct access tokens whose verification is remembered: far more than sessions a server holds at once. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Issues and verifies ThingsBoard-shaped JWTs (reference §2). */
export class TokenService {
    private readonly verifiedAccess = new VerifiedTokens<AccessClaims>(VERIFIED_TOKENS_KEPT);

    constructor(
        private readonly key: Uint8Array,
        private readonly settings: JwtSettings,
    ) {}

    /**
     * A new pair of the sign-in session `sessionId` (a refresh continues its session), or of a new
     * session. Both tokens carry it as `sid` (ThingsBoard's tokens have no session; a logout here
     * revokes the session's tokens by it).
     */
    async issuePair(subject: TokenSubject, now = Date.now(), sessionId: string = crypto.randomUUID()): Promise<JwtPair> {
        const iat = Math.floor(now / 1000);
        const claims: JWTPayload = {
            sid: sessionId,
            sub: subject.sub,
            scopes: [subject.authority],
            userId: subject.userId,
            enabled: subject.enabled,
            isPublic: subject.isPublic,
            tenantId: subject.tenantId,
            customerId: subject.customerId,
        };
        // ThingsBoard's jjwt drops null claims, so users without names carry no name keys.
        if (subject.firstName) claims.firstName = subject.firstName;
        if (subject.lastName) claims.lastName = subject.lastName;
        const token = await new SignJWT(claims)
            .setProtectedHeader({ alg: ALGORITHM })
            .setIssuer(this.settings.issuer)
            .setIssuedAt(iat)
            .setExpirationTime(iat + this.settings.accessTokenTtlSec)
            .sign(this.key);
        const refreshToken = await new SignJWT({
            sid: sessionId,
            sub: subject.sub,
            scopes: ['REFRESH_TOKEN'],
            userId: subject.userId,
            isPublic: subject.isPublic,
        })
            .setProtectedHeader({ alg: ALGORITHM })
            .setIssuer(this.settings.issuer)
            .setJti(crypto.randomUUID())
            .setIssuedAt(iat)
            .setExpirationTime(iat + this.settings.refreshTokenTtlSec)
            .sign(this.key);
        return { token, refreshToken };
    }

    /** Claims of an access token; 401/11 when expired, 401/10 when it is not an access token. */
    async verifyAccess(token: string): Promise<AccessClaims> {
        const known = this.verifiedAccess.get(token, Math.floor(Date.now() / 1000));
        if (known === 'expired') throw tokenExpired();
        if (known) return known;
        const payload = await this.verify(token);
        const scope = firstScope(payload);
        if (scope !== 'SYS_ADMIN' && scope !== 'TENANT_ADMIN' && scope !== 'CUSTOMER_USER') {
            throw authenticationFailed();
        }
        const claims: AccessClaims = Object.freeze({
            userId: stringClaim(payload, 'userId'),
            sub: stringClaim(payload, 'sub'),
            authority: scope,
            tenantId: optionalString(payload.tenantId) ?? NULL_UUID,
            customerId: optionalString(payload.customerId) ?? NULL_UUID,
            firstName: optionalString(payload.firstName),
            lastName: optionalString(payload.lastName),
            enabled: payload.enabled === true,
            isPublic: payload.isPublic === true,
            iat: payload.iat ?? 0,
            sessionId: optionalString(payload.sid),
        });
        // jose accepts a token without exp; such a token is verified every time.
        if (payload.exp !== undefined) this.verifiedAccess.set(token, claims, payload.exp);
        return claims;
    }

    /** Claims of a refresh token; 401/11 when expired, 401/10 for anything else. */
    async verifyRefresh(token: string): Promise<RefreshClaims> {
        const payload = await this.verify(token);
        if (firstScope(payload) !== 'REFRESH_TOKEN') throw authenticationFailed('Invalid JWT token');
        return {
            userId: stringClaim(payload, 'userId'),
            sub: stringClaim(payload, 'sub'),
            isPublic: payload.isPublic === true,
            iat: payload.iat ?? 0,
            sessionId: optionalString(payload.sid),
        };
    }

    private async verify(token: string): Promise<JWTPayload> {
        try {
            const { payload } = await jwtVerify(token, this.key, {
                algorithms: [ALGORITHM],
                issuer: this.settings.issuer,
            });
            return payload;
        } catch (error) {
            if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
            throw authenticationFailed();
        }
    }
}

function firstScope(payload: JWTPayload): TokenScope | undefined {
    const scopes = payload.scopes;
    return Array.isArray(scopes) && typeof scopes[0] === 'string' ? (scopes[0] as TokenScope) : undefined;
}

function stringClaim(payload: JWTPayload, name: string): string {
    const value = payload[name];
    if (typeof value !== 'string' || value === '') throw authenticationFailed();
    return value;
}

const optionalString = (value: unknown): string | null => (typeof value === 'string' ? value : null);
