import { NULL_UUID } from '../../resources/kernel';
import type { HttpClient } from '../providers/http/createHttpClient';
import type { DashboardInfo, User } from '../../shared/generated/api.gen';
import type { JwtClaims } from '../providers/auth/jwtClaims';

/** What the console knows about the signed-in user after bootstrap (reference §2 step 4). */
export interface SessionDetails {
    user: User;
    /** A visitor of a public dashboard (no user record, no profile). */
    isPublic: boolean;
    userTokenAccessEnabled: boolean;
    edgesSupportEnabled: boolean;
    /**
     * The server is Thingdeck's own, with its additions beyond ThingsBoard 3.3 (trash, history);
     * false in front of a real ThingsBoard (API_URL), which the console then does not offer them for.
     */
    thingdeckExtensions: boolean;
    maxDatapointsLimit: number;
    /** A tenant admin or customer user whose default dashboard opens fullscreen (kiosk mode). */
    forceFullscreen: boolean;
    /** In forced fullscreen: the dashboards the user may open (first 100). */
    allowedDashboardIds: string[];
}

export const DEFAULT_MAX_DATAPOINTS_LIMIT = 500;
const MIN_DATAPOINTS_LIMIT = 7;
const ALLOWED_DASHBOARDS_PAGE_SIZE = 100;

/** Limits of 7 or less are raised to 8; a missing one means the default 500. */
export const effectiveMaxDatapointsLimit = (limit: unknown) =>
    typeof limit !== 'number' || !limit
        ? DEFAULT_MAX_DATAPOINTS_LIMIT
        : Math.max(limit, MIN_DATAPOINTS_LIMIT + 1);

export const isForceFullscreen = (user: User) =>
    user.authority !== 'SYS_ADMIN' &&
    user.additionalInfo?.defaultDashboardFullscreen === true &&
    !!user.additionalInfo.defaultDashboardId;

/** The public customer's visitor has no user record; ThingsBoard names it "Public Public". */
export const publicUser = (claims: JwtClaims): User => ({
    id: { entityType: 'USER', id: NULL_UUID },
    createdTime: 0,
    tenantId: { entityType: 'TENANT', id: claims.tenantId ?? NULL_UUID },
    customerId: { entityType: 'CUSTOMER', id: claims.customerId ?? NULL_UUID },
    email: claims.sub ?? '',
    name: claims.sub ?? '',
    authority: 'CUSTOMER_USER',
    firstName: 'Public',
    lastName: 'Public',
    additionalInfo: null,
});

/** GET /api/system/info names Thingdeck's server as its artifact; ThingsBoard's names its own. */
export const isThingdeckServer = (info: unknown): boolean =>
    typeof info === 'object' && info !== null && (info as { artifact?: unknown }).artifact === 'thingdeck';

const mayUseTokenAccess = (authority: string | undefined) => authority === 'SYS_ADMIN' || authority === 'TENANT_ADMIN';

/**
 * Loads the current user and the platform flags, all at once: the token's scopes say who signed in,
 * so the flags need not wait for the user (a round trip less between sign-in and the first screen).
 * Only forced fullscreen, a setting of the user record, asks for its dashboards after it. The flags
 * are optional features: a server that lacks one of these calls still lets the user in.
 */
export const loadSession = async (
    http: HttpClient,
    claims: JwtClaims | null = null
): Promise<SessionDetails> => {
    const optional = <T>(path: string, fallback: T, query?: Record<string, string | number>) =>
        http
            .request<T>(path, { ignoreErrors: true, query })
            .catch(() => fallback);
    const userAnswer = claims?.isPublic
        ? Promise.resolve(publicUser(claims))
        : http.request<User>('/api/auth/user');
    const claimedAuthority = claims?.scopes?.find(scope => scope !== 'REFRESH_TOKEN');
    const tokenAccess = (authority: string | undefined) =>
        mayUseTokenAccess(authority) ? optional('/api/user/tokenAccessEnabled', false) : Promise.resolve(false);
    const flags = Promise.all([
        optional('/api/edges/enabled', false),
        optional<unknown>('/api/dashboard/maxDatapointsLimit', undefined),
        // Without scopes in the token (never from ThingsBoard), the user's record decides.
        claimedAuthority ? tokenAccess(claimedAuthority) : userAnswer.then(user => tokenAccess(user.authority)),
        optional<unknown>('/api/system/info', null),
    ]);
    // Settled, so a refused user call is the one error reported, with no flag left unhandled.
    void flags.catch(() => undefined);
    const user = await userAnswer;
    const forceFullscreen = isForceFullscreen(user);
    const dashboardsPath =
        user.authority === 'CUSTOMER_USER'
            ? `/api/customer/${user.customerId.id}/dashboards`
            : '/api/tenant/dashboards';
    const [[edgesSupportEnabled, maxDatapointsLimit, userTokenAccessEnabled, systemInfo], dashboards] = await Promise.all([
        flags,
        forceFullscreen
            ? optional<{ data?: DashboardInfo[] } | undefined>(dashboardsPath, undefined, {
                  pageSize: ALLOWED_DASHBOARDS_PAGE_SIZE,
                  page: 0,
              })
            : undefined,
    ]);
    return {
        user,
        isPublic: claims?.isPublic === true,
        userTokenAccessEnabled: userTokenAccessEnabled === true && mayUseTokenAccess(user.authority),
        edgesSupportEnabled: edgesSupportEnabled === true,
        thingdeckExtensions: isThingdeckServer(systemInfo),
        maxDatapointsLimit: effectiveMaxDatapointsLimit(maxDatapointsLimit),
        forceFullscreen,
        allowedDashboardIds: dashboards?.data?.map(dashboard => dashboard.id.id) ?? [],
    };
};
