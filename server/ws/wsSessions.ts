import type { AccessClaims } from '../auth/tokens';
import type { WsLimits } from './wsLimits';

/**
 * A group whose sessions and subscriptions are counted together, as ThingsBoard counts them, with
 * its refusals as ThingsBoard words them. ThingsBoard counts regular users among customer users
 * only; here every signed-in user is counted, tenant and system administrators too.
 */
interface Group {
    keyOf(caller: AccessClaims): string | null;
    sessions: keyof WsLimits;
    subscriptions: keyof WsLimits;
    sessionRefusal: string;
    subscriptionRefusal: string;
}

const GROUPS: readonly Group[] = [
    {
        keyOf: caller => `tenant:${caller.tenantId}`,
        sessions: 'maxSessionsPerTenant',
        subscriptions: 'maxSubscriptionsPerTenant',
        sessionRefusal: 'Max tenant sessions limit reached!',
        subscriptionRefusal: 'Max tenant subscriptions limit reached!',
    },
    {
        keyOf: caller => (caller.authority === 'CUSTOMER_USER' ? `customer:${caller.customerId}` : null),
        sessions: 'maxSessionsPerCustomer',
        subscriptions: 'maxSubscriptionsPerCustomer',
        sessionRefusal: 'Max customer sessions limit reached',
        subscriptionRefusal: 'Max customer subscriptions limit reached',
    },
    {
        keyOf: caller => (caller.isPublic ? null : `user:${caller.userId}`),
        sessions: 'maxSessionsPerRegularUser',
        subscriptions: 'maxSubscriptionsPerRegularUser',
        sessionRefusal: 'Max regular user sessions limit reached',
        subscriptionRefusal: 'Max regular user subscriptions limit reached',
    },
    {
        // Every anonymous visitor of a public customer's dashboards is that customer's one public user.
        keyOf: caller => (caller.isPublic ? `public:${caller.customerId}` : null),
        sessions: 'maxSessionsPerPublicUser',
        subscriptions: 'maxSubscriptionsPerPublicUser',
        sessionRefusal: 'Max public user sessions limit reached',
        subscriptionRefusal: 'Max public user subscriptions limit reached',
    },
];

const SESSION_SUBSCRIPTIONS_REFUSAL = 'Max session subscriptions limit reached';

/** Counts per group key. */
class Tally {
    private readonly counts = new Map<string, number>();

    get(key: string): number {
        return this.counts.get(key) ?? 0;
    }

    add(key: string, amount: number): void {
        const count = this.get(key) + amount;
        if (count <= 0) this.counts.delete(key);
        else this.counts.set(key, count);
    }
}

/** One open telemetry WebSocket, as the limits see it. */
export interface LiveSession {
    readonly caller: AccessClaims;
    /** Counts one more subscription of the session; ThingsBoard's refusal when a limit is reached, and nothing is counted. */
    reserve(): string | null;
    /** One subscription of the session ended. */
    release(): void;
    /** The socket closed: the session and its subscriptions stop counting. */
    end(): void;
}

/** How the registry closes a session's socket (logout, password change). */
export type CloseSocket = (code: number, reason: string) => void;

/**
 * The server's open telemetry WebSockets: counted per tenant, customer and user against the limits,
 * and found again by whose they are, so a logout or a password change can close them.
 */
export class WsSessionRegistry {
    private readonly sessions = new Map<LiveSession, CloseSocket>();
    private readonly sessionCounts = new Tally();
    private readonly subscriptionCounts = new Tally();

    constructor(private readonly limits: WsLimits) {}

    /** Opens a session for the caller; ThingsBoard's refusal when one of its groups has all the sessions it may. */
    open(caller: AccessClaims, closeSocket: CloseSocket): LiveSession | string {
        const groups = this.groupsOf(caller);
        for (const { group, key } of groups) {
            const limit = this.limits[group.sessions];
            if (limit > 0 && this.sessionCounts.get(key) >= limit) return group.sessionRefusal;
        }
        for (const { key } of groups) this.sessionCounts.add(key, 1);
        let subscriptions = 0;
        let ended = false;
        const session: LiveSession = {
            caller,
            reserve: () => {
                if (subscriptions >= this.limits.maxSubscriptionsPerSession) return SESSION_SUBSCRIPTIONS_REFUSAL;
                for (const { group, key } of groups) {
                    const limit = this.limits[group.subscriptions];
                    if (limit > 0 && this.subscriptionCounts.get(key) >= limit) return group.subscriptionRefusal;
                }
                subscriptions += 1;
                for (const { key } of groups) this.subscriptionCounts.add(key, 1);
                return null;
            },
            release: () => {
                if (ended || subscriptions === 0) return;
                subscriptions -= 1;
                for (const { key } of groups) this.subscriptionCounts.add(key, -1);
            },
            end: () => {
                if (ended) return;
                ended = true;
                for (const { key } of groups) {
                    this.sessionCounts.add(key, -1);
                    this.subscriptionCounts.add(key, -subscriptions);
                }
                this.sessions.delete(session);
            },
        };
        this.sessions.set(session, closeSocket);
        return session;
    }

    /** Closes the sockets of the sessions whose caller passes the test; answers how many. */
    closeWhere(test: (caller: AccessClaims) => boolean, code: number, reason: string): number {
        let closed = 0;
        for (const [session, closeSocket] of [...this.sessions]) {
            if (!test(session.caller)) continue;
            closeSocket(code, reason);
            session.end();
            closed += 1;
        }
        return closed;
    }

    private groupsOf(caller: AccessClaims) {
        return GROUPS.flatMap(group => {
            const key = group.keyOf(caller);
            return key === null ? [] : [{ group, key }];
        });
    }
}
