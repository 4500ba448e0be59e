import { describe, expect, it } from 'vitest';
import { NULL_UUID } from '../lib/ids';
import { endReaches } from './sessionsEnded';
import type { AccessClaims } from './tokens';

const claims = (fields: Partial<AccessClaims>): AccessClaims => ({
    userId: 'user-1',
    sub: 'user-1@example.com',
    authority: 'CUSTOMER_USER',
    tenantId: 'tenant-1',
    customerId: 'customer-1',
    enabled: true,
    isPublic: false,
    iat: 0,
    sessionId: 'session-1',
    ...fields,
});
const visitor = claims({ userId: NULL_UUID, sub: 'customer-1', isPublic: true, sessionId: 'session-2' });

describe('endReaches', () => {
    it('ends one sign-in session on logout, not the same user’s others', () => {
        expect(endReaches({ sessionId: 'session-1' }, claims({}))).toBe(true);
        expect(endReaches({ sessionId: 'session-1' }, claims({ sessionId: 'session-3' }))).toBe(false);
        expect(endReaches({ sessionId: 'session-1' }, claims({ sessionId: null }))).toBe(false);
    });

    it("ends every session of a user, never the public visitors who share the null user id", () => {
        expect(endReaches({ userId: 'user-1' }, claims({ sessionId: 'session-9' }))).toBe(true);
        expect(endReaches({ userId: 'user-2' }, claims({}))).toBe(false);
        expect(endReaches({ userId: NULL_UUID }, visitor)).toBe(false);
    });

    it("ends a deleted customer's users and public visitors, and a deleted tenant's everyone", () => {
        expect(endReaches({ customerId: 'customer-1' }, claims({}))).toBe(true);
        expect(endReaches({ customerId: 'customer-1' }, visitor)).toBe(true);
        expect(endReaches({ customerId: 'customer-2' }, claims({}))).toBe(false);
        expect(endReaches({ tenantId: 'tenant-1' }, claims({ authority: 'TENANT_ADMIN', customerId: NULL_UUID }))).toBe(true);
        expect(endReaches({ tenantId: 'tenant-2' }, claims({}))).toBe(false);
    });
});
