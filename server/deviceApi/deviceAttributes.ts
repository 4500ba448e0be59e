import type { AttributeRepository } from '../db/repositories/attributes';
import { strictValue } from '../telemetry/kv';

export interface AttributeRequest {
    clientKeys?: string[];
    sharedKeys?: string[];
}

export type AttributeResponse = { client?: Record<string, unknown>; shared?: Record<string, unknown> };

/**
 * A device's request for its own attributes (HTTP GET /api/v1/{token}/attributes and the MQTT
 * attribute request): no keys asks for every client and shared attribute; otherwise only the named
 * lists. Empty sections are left out, as ThingsBoard's JsonConverter does.
 */
export async function deviceAttributes(attributes: AttributeRepository, deviceId: string, request: AttributeRequest): Promise<AttributeResponse> {
    const all = !request.clientKeys && !request.sharedKeys;
    const response: AttributeResponse = {};
    const section = async (scope: 'CLIENT_SCOPE' | 'SHARED_SCOPE', keys: string[] | undefined) => {
        if (!all && !keys) return undefined;
        const entries = await attributes.findEntries(deviceId, [scope], all ? undefined : keys);
        if (entries.length === 0) return undefined;
        return Object.fromEntries(entries.map(entry => [entry.key, strictValue(entry.value)]));
    };
    const client = await section('CLIENT_SCOPE', request.clientKeys);
    const shared = await section('SHARED_SCOPE', request.sharedKeys);
    if (client) response.client = client;
    if (shared) response.shared = shared;
    return response;
}

/** "a,b" → ["a","b"]; blank → not asked. */
export const keysParam = (value: unknown): string[] | undefined => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return value.split(',').map(key => key.trim()).filter(key => key !== '');
};
