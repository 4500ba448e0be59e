import type { AccessClaims } from './tokens';

/**
 * Whose open connections (telemetry WebSockets) must end because their tokens no longer hold: one
 * sign-in session (logout), one user (password change, reset, lockout, disable, delete), or every
 * user of a customer or a tenant that was deleted, its public visitors included.
 */
export type SessionsEnded = { sessionId: string } | { userId: string } | { customerId: string } | { tenantId: string };

/** Does the end reach the connection that these claims opened? */
export function endReaches(ended: SessionsEnded, caller: AccessClaims): boolean {
    if ('sessionId' in ended) return caller.sessionId === ended.sessionId;
    // Public visitors share one null user id; only their customer's end reaches them.
    if ('userId' in ended) return !caller.isPublic && caller.userId === ended.userId;
    if ('customerId' in ended) return caller.customerId === ended.customerId;
    return caller.tenantId === ended.tenantId;
}
