import type { HttpClient } from '../providers/http/createHttpClient';
import type { User } from '../generated/api.gen';

/** What the console knows about the signed-in user after bootstrap (reference §2 step 4). */
export interface SessionDetails {
    user: User;
    userTokenAccessEnabled: boolean;
    edgesSupportEnabled: boolean;
    maxDatapointsLimit: number;
}

export const DEFAULT_MAX_DATAPOINTS_LIMIT = 500;
const MIN_DATAPOINTS_LIMIT = 7;

/** Limits of 7 or less are raised to 8; a missing one means the default 500. */
export const effectiveMaxDatapointsLimit = (limit: unknown) =>
    typeof limit !== 'number' || !limit
        ? DEFAULT_MAX_DATAPOINTS_LIMIT
        : Math.max(limit, MIN_DATAPOINTS_LIMIT + 1);

/**
 * Loads the current user, then the platform flags in parallel. The flags are optional
 * features: a server that lacks one of these calls still lets the user in.
 */
export const loadSession = async (http: HttpClient): Promise<SessionDetails> => {
    const user = await http.request<User>('/api/auth/user');
    const optional = <T>(path: string, fallback: T) =>
        http
            .request<T>(path, { ignoreErrors: true })
            .catch(() => fallback);
    const mayUseTokenAccess =
        user.authority === 'SYS_ADMIN' || user.authority === 'TENANT_ADMIN';

    const [userTokenAccessEnabled, edgesSupportEnabled, maxDatapointsLimit] =
        await Promise.all([
            mayUseTokenAccess
                ? optional('/api/user/tokenAccessEnabled', false)
                : false,
            optional('/api/edges/enabled', false),
            optional<unknown>('/api/dashboard/maxDatapointsLimit', undefined),
        ]);
    return {
        user,
        userTokenAccessEnabled: userTokenAccessEnabled === true,
        edgesSupportEnabled: edgesSupportEnabled === true,
        maxDatapointsLimit: effectiveMaxDatapointsLimit(maxDatapointsLimit),
    };
};
