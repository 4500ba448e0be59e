import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JWT } from '../config';
import { ThingsboardError } from '../errors';
import { NULL_UUID } from '../lib/ids';
import { TokenService, type TokenSubject } from './tokens';

const key = new Uint8Array(64).fill(7);
const tenantAdmin: TokenSubject = {
    userId: 'u1',
    sub: 'tenant@thingsboard.org',
    authority: 'TENANT_ADMIN',
    tenantId: 't1',
    customerId: NULL_UUID,
    enabled: true,
    isPublic: false,
};

async function rejection(promise: Promise<unknown>): Promise<ThingsboardError> {
    try {
        await promise;
    } catch (error) {
        if (error instanceof ThingsboardError) return error;
        throw error;
    }
    throw new Error('expected a rejection');
}

describe('TokenService', () => {
    const service = new TokenService(key, DEFAULT_JWT);

    it('writes ThingsBoard claims and lifetimes', async () => {
        const now = Date.UTC(2022, 2, 11, 9, 40, 5);
        const pair = await service.issuePair(tenantAdmin, now);
        const access = decodeJwt(pair.token);
        expect(access).toMatchObject({
            sub: 'tenant@thingsboard.org',
            scopes: ['TENANT_ADMIN'],
            userId: 'u1',
            enabled: true,
            isPublic: false,
            tenantId: 't1',
            customerId: NULL_UUID,
            iss: 'thingsboard.io',
            iat: now / 1000,
            exp: now / 1000 + 9000,
        });
        expect(access).not.toHaveProperty('firstName');
        const refresh = decodeJwt(pair.refreshToken);
        expect(refresh.scopes).toEqual(['REFRESH_TOKEN']);
        expect(refresh.exp! - refresh.iat!).toBe(604800);
        expect(typeof refresh.jti).toBe('string');
    });

    it('refuses an expired access token with errorCode 11', async () => {
        const pair = await service.issuePair(tenantAdmin, Date.now() - 10_000_000);
        const error = await rejection(service.verifyAccess(pair.token));
        expect([error.status, error.errorCode]).toEqual([401, 11]);
    });

    it('refuses a refresh token used as an access token, and the reverse', async () => {
        const pair = await service.issuePair(tenantAdmin);
        expect((await rejection(service.verifyAccess(pair.refreshToken))).errorCode).toBe(10);
        expect((await rejection(service.verifyRefresh(pair.token))).errorCode).toBe(10);
    });

    describe('remembering verified tokens', () => {
        afterEach(() => vi.useRealTimers());

        it('answers a token seen before with the same claims, and still refuses it once it expires', async () => {
            vi.useFakeTimers({ toFake: ['Date'] });
            vi.setSystemTime(Date.UTC(2026, 10, 22, 10, 0, 0));
            const pair = await service.issuePair(tenantAdmin);
            const first = await service.verifyAccess(pair.token);
            expect(await service.verifyAccess(pair.token)).toEqual(first);

            vi.setSystemTime(Date.UTC(2026, 10, 22, 10, 0, 0) + DEFAULT_JWT.accessTokenTtlSec * 1000);
            const error = await rejection(service.verifyAccess(pair.token));
            expect([error.status, error.errorCode]).toEqual([401, 11]);
        });

        it('does not take a token that differs from a remembered one in its signature', async () => {
            const pair = await service.issuePair(tenantAdmin);
            await service.verifyAccess(pair.token);
            const forged = pair.token.slice(0, -4) + (pair.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
            expect((await rejection(service.verifyAccess(forged))).errorCode).toBe(10);
        });
    });

    it('names the sign-in session in both tokens (sid), a new one per sign-in, the given one for a refresh', async () => {
        const pair = await service.issuePair(tenantAdmin);
        const access = await service.verifyAccess(pair.token);
        expect(access.sessionId).toMatch(/^[0-9a-f-]{36}$/);
        expect((await service.verifyRefresh(pair.refreshToken)).sessionId).toBe(access.sessionId);
        expect((await service.verifyAccess((await service.issuePair(tenantAdmin)).token)).sessionId).not.toBe(access.sessionId);
        const continued = await service.issuePair(tenantAdmin, Date.now(), access.sessionId!);
        expect((await service.verifyAccess(continued.token)).sessionId).toBe(access.sessionId);
    });

    it('refuses a token signed with another key', async () => {
        const other = new TokenService(new Uint8Array(64).fill(8), DEFAULT_JWT);
        const pair = await other.issuePair(tenantAdmin);
        expect((await rejection(service.verifyAccess(pair.token))).errorCode).toBe(10);
    });
});
