import { tokenStore } from '../../providers/auth/tokenStore';
import { createTelemetrySocket } from '../../lib/telemetrySocket';

const socketUrl = () => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const token = encodeURIComponent(tokenStore.validAccessToken() ?? '');
    return `${protocol}//${window.location.host}/api/ws/plugins/telemetry?token=${token}`;
};

/** The page's one telemetry socket; the token is read when it opens (after a REST call refreshed it). */
export const sharedTelemetrySocket = createTelemetrySocket(() => new WebSocket(socketUrl()));
