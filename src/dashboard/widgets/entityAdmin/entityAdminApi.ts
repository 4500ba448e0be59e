import { httpClient } from '../../../providers/http/httpClient';

/** The two kinds of entity the admin tables manage, with their ThingsBoard endpoints. */
export type AdminEntityKind = 'DEVICE' | 'ASSET';
const PATHS: Readonly<Record<AdminEntityKind, string>> = { DEVICE: '/api/device', ASSET: '/api/asset' };

/** What the admin dialog edits: the entity's own fields and its position attributes. */
export interface AdminEntityForm {
    name: string;
    label: string;
    /** The device profile's name (ThingsBoard's device `type`) or the asset type. */
    type: string;
    gateway: boolean;
    latitude: string;
    longitude: string;
}

interface StoredEntity {
    id: { entityType: string; id: string };
    name: string;
    label?: string | null;
    type: string;
    additionalInfo?: Record<string, unknown> | null;
}

interface AttributeEntry {
    key: string;
    value: unknown;
}

const POSITION_KEYS = ['latitude', 'longitude'] as const;

/** The form of an existing entity: GET the entity and its server-scope latitude and longitude. */
export async function loadAdminEntity(kind: AdminEntityKind, id: string): Promise<{ stored: StoredEntity; form: AdminEntityForm }> {
    const stored = await httpClient.request<StoredEntity>(`${PATHS[kind]}/${id}`);
    const attributes = await httpClient.request<AttributeEntry[]>(`/api/plugins/telemetry/${kind}/${id}/values/attributes/SERVER_SCOPE`, { query: { keys: POSITION_KEYS.join(',') } });
    const position = (key: string) => {
        const value = attributes.find(entry => entry.key === key)?.value;
        return value === undefined || value === null ? '' : String(value);
    };
    return {
        stored,
        form: { name: stored.name, label: stored.label ?? '', type: stored.type, gateway: stored.additionalInfo?.gateway === true, latitude: position('latitude'), longitude: position('longitude') },
    };
}

/** A coordinate field as a number, null when empty. */
const coordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * Saves the entity (created when `stored` is absent, else updated with its other fields kept) and
 * then its position as server-scope attributes, as ThingsBoard's admin table dialogs do.
 */
export async function saveAdminEntity(kind: AdminEntityKind, form: AdminEntityForm, stored?: StoredEntity): Promise<void> {
    const additionalInfo = kind === 'DEVICE' ? { ...(stored?.additionalInfo ?? {}), gateway: form.gateway } : (stored?.additionalInfo ?? undefined);
    const body = { ...(stored ?? {}), name: form.name.trim(), label: form.label.trim(), type: form.type.trim() || 'default', ...(additionalInfo ? { additionalInfo } : {}) };
    const saved = await httpClient.request<StoredEntity>(PATHS[kind], { method: 'POST', body });
    const latitude = coordinate(form.latitude);
    const longitude = coordinate(form.longitude);
    if (latitude === null && longitude === null && !stored) return;
    await httpClient.request(`/api/plugins/telemetry/${kind}/${saved.id.id}/attributes/SERVER_SCOPE`, { method: 'POST', body: { latitude, longitude } });
}

export const deleteAdminEntity = (kind: AdminEntityKind, id: string): Promise<unknown> => httpClient.request(`${PATHS[kind]}/${id}`, { method: 'DELETE' });

/** A coordinate field's problem: not a number, or out of its range; null when fine or empty. */
export function coordinateError(text: string, limit: 90 | 180): 'number' | 'range' | null {
    const value = coordinate(text);
    if (value === null) return null;
    if (!Number.isFinite(value)) return 'number';
    return Math.abs(value) > limit ? 'range' : null;
}
