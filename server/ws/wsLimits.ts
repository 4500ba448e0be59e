/**
 * What telemetry WebSocket clients may hold: ThingsBoard's session and subscription limits per
 * tenant, customer, regular user and public user (server.ws.limits in ThingsBoard 3.3, the tenant
 * profile's maxWs… fields from 3.4 on), a limit per session, and the largest frame. 0 turns a
 * per-tenant/customer/user limit off, as in ThingsBoard; the frame and per-session limits stay on.
 */
export interface WsLimits {
    /** Largest command frame in bytes; a larger one closes the socket with 1009 (ThingsBoard's Tomcat takes 32 KB). */
    maxFrameBytes: number;
    maxSubscriptionsPerSession: number;
    maxSessionsPerTenant: number;
    maxSessionsPerCustomer: number;
    maxSessionsPerRegularUser: number;
    maxSessionsPerPublicUser: number;
    maxSubscriptionsPerTenant: number;
    maxSubscriptionsPerCustomer: number;
    maxSubscriptionsPerRegularUser: number;
    maxSubscriptionsPerPublicUser: number;
}

/**
 * ThingsBoard leaves these off (0); on by default here, roomy enough for the busiest dashboards (a
 * widget holds one or two subscriptions, a browser tab one session) and tight enough that one client
 * cannot make the server hold millions.
 */
export const DEFAULT_WS_LIMITS: WsLimits = {
    maxFrameBytes: 65_536,
    maxSubscriptionsPerSession: 1_000,
    maxSessionsPerTenant: 1_000,
    maxSessionsPerCustomer: 500,
    maxSessionsPerRegularUser: 100,
    maxSessionsPerPublicUser: 200,
    maxSubscriptionsPerTenant: 50_000,
    maxSubscriptionsPerCustomer: 20_000,
    maxSubscriptionsPerRegularUser: 10_000,
    maxSubscriptionsPerPublicUser: 10_000,
};

/** The environment variable of each limit. */
export const WS_LIMIT_VARIABLES: Readonly<Record<keyof WsLimits, string>> = {
    maxFrameBytes: 'WS_MAX_FRAME_SIZE',
    maxSubscriptionsPerSession: 'WS_MAX_SUBSCRIPTIONS_PER_SESSION',
    maxSessionsPerTenant: 'WS_MAX_SESSIONS_PER_TENANT',
    maxSessionsPerCustomer: 'WS_MAX_SESSIONS_PER_CUSTOMER',
    maxSessionsPerRegularUser: 'WS_MAX_SESSIONS_PER_REGULAR_USER',
    maxSessionsPerPublicUser: 'WS_MAX_SESSIONS_PER_PUBLIC_USER',
    maxSubscriptionsPerTenant: 'WS_MAX_SUBSCRIPTIONS_PER_TENANT',
    maxSubscriptionsPerCustomer: 'WS_MAX_SUBSCRIPTIONS_PER_CUSTOMER',
    maxSubscriptionsPerRegularUser: 'WS_MAX_SUBSCRIPTIONS_PER_REGULAR_USER',
    maxSubscriptionsPerPublicUser: 'WS_MAX_SUBSCRIPTIONS_PER_PUBLIC_USER',
};

/** Limits that cannot be turned off: a frame of any size or a session of any number of subscriptions is what #20.4 closed. */
export const ALWAYS_ON_WS_LIMITS: ReadonlyArray<keyof WsLimits> = ['maxFrameBytes', 'maxSubscriptionsPerSession'];
