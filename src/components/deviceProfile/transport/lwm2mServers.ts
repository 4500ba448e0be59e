import type { components } from '../../../../shared/generated/api.gen';
import { httpClient } from '../../../providers/http/httpClient';

export type ServerSecurityConfig = components['schemas']['ServerSecurityConfig'];

/**
 * A new entry of the profile's server list from this server's connection settings
 * (GET /api/lwm2m/deviceProfile/bootstrap/{isBootstrapServer}), as ThingsBoard's "Add server" does:
 * its short id, host and CoAP port, no security, and the schema's defaults for the rest.
 */
export const serverConfigOf = (security: ServerSecurityConfig, bootstrapServer: boolean): Record<string, unknown> => ({
    shortServerId: security.serverId,
    bootstrapServerIs: bootstrapServer,
    host: security.host,
    port: security.port,
    securityMode: 'NO_SEC',
    serverPublicKey: security.serverPublicKey ?? '',
    clientHoldOffTime: security.clientHoldOffTime ?? 1,
    bootstrapServerAccountTimeout: security.bootstrapServerAccountTimeout ?? 0,
    lifetime: 300,
    defaultMinPeriod: 1,
    notifIfDisabled: true,
    binding: 'U',
});

/** The settings of this server's LwM2M or bootstrap endpoint, as a server entry of the profile. */
export const fetchServerConfig = async (bootstrapServer: boolean): Promise<Record<string, unknown>> =>
    serverConfigOf(await httpClient.request<ServerSecurityConfig>(`/api/lwm2m/deviceProfile/bootstrap/${bootstrapServer}`), bootstrapServer);
