import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../auth/tokens';
import { DEFAULT_WS_LIMITS, type WsLimits } from './wsLimits';
import { WsSessionRegistry, type LiveSession } from './wsSessions';

const caller = (userId: string, fields: Partial<AccessClaims> = {}): AccessClaims => ({
    userId,
    sub: `${userId}@example.com`,
    authority: 'TENANT_ADMIN',
    tenantId: 'tenant-1',
    customerId: '13814000-1dd2-11b2-8080-808080808080',
    enabled: true,
    isPublic: false,
    iat: 0,
    ...fields,
});
const customerUser = (userId: string, customerId: string, tenantId = 'tenant-1') => caller(userId, { authority: 'CUSTOMER_USER', customerId, tenantId });

const registryWith = (limits: Partial<WsLimits>) => new WsSessionRegistry({ ...DEFAULT_WS_LIMITS, ...limits });
const session = (opened: LiveSession | string): LiveSession => {
    if (typeof opened === 'string') throw new Error(opened);
    return opened;
};
const noop = () => undefined;

describe('WsSessionRegistry', () => {
    it("counts a tenant's subscriptions over its users and gives them back when a session ends", () => {
        const registry = registryWith({ maxSubscriptionsPerTenant: 3 });
        const a = session(registry.open(caller('a'), noop));
        const b = session(registry.open(caller('b'), noop));
        expect([a.reserve(), a.reserve(), b.reserve(), b.reserve()]).toEqual([null, null, null, 'Max tenant subscriptions limit reached!']);
        // Another tenant is not counted with it.
        expect(session(registry.open(caller('c', { tenantId: 'tenant-2' }), noop)).reserve()).toBeNull();
        a.end();
        expect([b.reserve(), b.reserve(), b.reserve()]).toEqual([null, null, 'Max tenant subscriptions limit reached!']);
        b.release();
        expect(b.reserve()).toBeNull();
    });

    it("counts a customer's sessions and subscriptions over its users; a tenant administrator is no customer's", () => {
        const registry = registryWith({ maxSessionsPerCustomer: 2, maxSubscriptionsPerCustomer: 2 });
        const first = session(registry.open(customerUser('u1', 'customer-1'), noop));
        session(registry.open(customerUser('u2', 'customer-1'), noop));
        expect(registry.open(customerUser('u3', 'customer-1'), noop)).toBe('Max customer sessions limit reached');
        expect(typeof registry.open(customerUser('u4', 'customer-2'), noop)).toBe('object');
        expect(typeof registry.open(caller('admin'), noop)).toBe('object');
        expect([first.reserve(), first.reserve(), first.reserve()]).toEqual([null, null, 'Max customer subscriptions limit reached']);
        first.end();
        expect(typeof registry.open(customerUser('u3', 'customer-1'), noop)).toBe('object');
    });

    it('never counts a released or ended session twice', () => {
        const registry = registryWith({ maxSubscriptionsPerRegularUser: 1 });
        const one = session(registry.open(caller('a'), noop));
        one.release();
        expect(one.reserve()).toBeNull();
        one.end();
        one.end();
        one.release();
        const two = session(registry.open(caller('a'), noop));
        expect([two.reserve(), two.reserve()]).toEqual([null, 'Max regular user subscriptions limit reached']);
    });

    it('closes the sessions of whom a test names, with the code and reason, and counts them out', () => {
        const registry = registryWith({ maxSessionsPerRegularUser: 1 });
        const closed: string[] = [];
        session(registry.open(caller('a'), (code, reason) => closed.push(`a ${code} ${reason}`)));
        session(registry.open(caller('b'), (code, reason) => closed.push(`b ${code} ${reason}`)));
        expect(registry.closeWhere(claims => claims.userId === 'a', 1008, 'Session ended')).toBe(1);
        expect(closed).toEqual(['a 1008 Session ended']);
        expect(typeof registry.open(caller('a'), noop)).toBe('object');
    });
});
