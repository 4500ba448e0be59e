import { httpClient } from '../../../providers/http/httpClient';
import { gatewayAttributesOf, gatewayFormOf, type GatewayForm, type LogLevel } from './gatewayConfiguration';

interface AttributeEntry {
    key: string;
    value: unknown;
}

const attribute = async (deviceId: string, scope: string, key: string): Promise<unknown> => {
    const entries = await httpClient.request<AttributeEntry[]>(`/api/plugins/telemetry/DEVICE/${deviceId}/values/attributes/${scope}`, { query: { keys: key }, ignoreLoading: true });
    return entries.find(entry => entry.key === key)?.value;
};

/**
 * The gateway's configuration form: what it runs (client `current_configuration`), its disabled
 * connectors (server `configuration_drafts`), its logging level (shared `RemoteLoggingLevel`) and
 * its access token from the device's credentials (left empty when the user may not read them).
 */
export async function loadGatewayForm(deviceId: string, host: string): Promise<GatewayForm> {
    const [current, drafts, level, credentials] = await Promise.all([
        attribute(deviceId, 'CLIENT_SCOPE', 'current_configuration'),
        attribute(deviceId, 'SERVER_SCOPE', 'configuration_drafts'),
        attribute(deviceId, 'SHARED_SCOPE', 'RemoteLoggingLevel'),
        httpClient.request<{ credentialsType?: string; credentialsId?: string }>(`/api/device/${deviceId}/credentials`, { ignoreErrors: true, ignoreLoading: true }).catch(() => null),
    ]);
    const form = gatewayFormOf(current, drafts, level, host);
    if (!form.accessToken && credentials?.credentialsType === 'ACCESS_TOKEN' && credentials.credentialsId) form.accessToken = credentials.credentialsId;
    return form;
}

/** Writes the form to the gateway: its shared configuration and logging level, then its drafts. */
export async function saveGatewayForm(deviceId: string, form: GatewayForm): Promise<void> {
    const { shared, server } = gatewayAttributesOf(form);
    await httpClient.request(`/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SHARED_SCOPE`, { method: 'POST', body: shared });
    await httpClient.request(`/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SERVER_SCOPE`, { method: 'POST', body: server });
}

/** Keeps the gateway's logging level (shared `RemoteLoggingLevel`), as ThingsBoard does when its configuration is downloaded. */
export async function saveGatewayLoggingLevel(deviceId: string, level: LogLevel): Promise<void> {
    await httpClient.request(`/api/plugins/telemetry/DEVICE/${deviceId}/attributes/SHARED_SCOPE`, { method: 'POST', body: { RemoteLoggingLevel: level } });
}

/** The device's time-series keys (`GET /api/plugins/telemetry/DEVICE/{id}/keys/timeseries`). */
export const fetchTimeseriesKeys = (deviceId: string, signal?: AbortSignal): Promise<string[]> =>
    httpClient.request<string[]>(`/api/plugins/telemetry/DEVICE/${deviceId}/keys/timeseries`, { signal, ignoreLoading: true });
