import type { HttpClient } from '../../providers/http/createHttpClient';
import type { DeviceProfile } from './profileModel';

export type OtaUpdateType = 'FIRMWARE' | 'SOFTWARE';

/** The package types whose assignment a save changes, for a profile that exists already. */
export const changedOtaTypes = (
    edited: Pick<DeviceProfile, 'id' | 'firmwareId' | 'softwareId'>,
    original: Pick<DeviceProfile, 'id' | 'firmwareId' | 'softwareId'> | null,
): OtaUpdateType[] => {
    if (!original?.id?.id || !edited.id?.id) return [];
    const types: OtaUpdateType[] = [];
    if ((edited.firmwareId?.id ?? null) !== (original.firmwareId?.id ?? null)) types.push('FIRMWARE');
    if ((edited.softwareId?.id ?? null) !== (original.softwareId?.id ?? null)) types.push('SOFTWARE');
    return types;
};

/**
 * How many devices each changed assignment would update (GET /api/devices/count/{type}/{profileId}:
 * the profile's devices without a package of their own), as ThingsBoard asks before saving.
 */
export const devicesAffected = async (http: HttpClient, profileId: string, types: readonly OtaUpdateType[]): Promise<Partial<Record<OtaUpdateType, number>>> => {
    const counts = await Promise.all(types.map(type => http.request<number>(`/api/devices/count/${type}/${profileId}`)));
    return Object.fromEntries(types.map((type, index) => [type, Number(counts[index]) || 0]));
};

/** The question to ask, or null when no device would be updated. */
export const otaChangeQuestion = (counts: Partial<Record<OtaUpdateType, number>>, translate: (key: string, options?: object) => string): string | null => {
    const parts = (['FIRMWARE', 'SOFTWARE'] as const)
        .filter(type => (counts[type] ?? 0) > 0)
        .map(type => translate(type === 'FIRMWARE' ? 'ota-update.change-firmware' : 'ota-update.change-software', { smart_count: counts[type] }));
    return parts.length > 0 ? parts.join(' ') : null;
};
