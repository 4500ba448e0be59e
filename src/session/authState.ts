import type { Authority } from '../../resources/kernel';
import type { JwtClaims } from '../providers/auth/jwtClaims';
import type { SessionDetails } from './loadSession';

/** The auth state the route guard decides on (part 1 §3 "Auth state"). */
export interface AuthState {
    isAuthenticated: boolean;
    /** From the token's first scope; a token with no scopes is ANONYMOUS. */
    authority: Authority | 'ANONYMOUS' | null;
    isPublic: boolean;
    /** For a public user: the public customer id the token was issued for (its sub). */
    publicId: string | null;
    forceFullscreen: boolean;
    defaultDashboardId: string | null;
    allowedDashboardIds: readonly string[];
    lastPublicDashboardId: string | null;
}

export const SIGNED_OUT: AuthState = {
    isAuthenticated: false,
    authority: null,
    isPublic: false,
    publicId: null,
    forceFullscreen: false,
    defaultDashboardId: null,
    allowedDashboardIds: [],
    lastPublicDashboardId: null,
};

export const toAuthState = (
    claims: JwtClaims | null,
    details: SessionDetails | null,
    lastPublicDashboardId: string | null = null
): AuthState => {
    if (!claims || !details) return SIGNED_OUT;
    const scope = claims.scopes?.[0];
    return {
        isAuthenticated: true,
        authority: scope && scope !== 'REFRESH_TOKEN' ? scope : 'ANONYMOUS',
        isPublic: claims.isPublic === true,
        publicId: claims.isPublic ? (claims.sub ?? null) : null,
        forceFullscreen: details.forceFullscreen,
        defaultDashboardId: details.user.additionalInfo?.defaultDashboardId ?? null,
        allowedDashboardIds: details.allowedDashboardIds,
        lastPublicDashboardId,
    };
};
