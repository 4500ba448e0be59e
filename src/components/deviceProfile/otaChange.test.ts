import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../../providers/http/createHttpClient';
import { changedOtaTypes, devicesAffected, otaChangeQuestion } from './otaChange';

const ref = (id: string) => ({ entityType: 'OTA_PACKAGE' as const, id });
const profile = { entityType: 'DEVICE_PROFILE' as const, id: 'p-1' };

describe('assigning OTA packages to a profile', () => {
    it('asks only about a saved profile whose firmware or software changes', () => {
        expect(changedOtaTypes({ id: profile, firmwareId: ref('f-2'), softwareId: null }, { id: profile, firmwareId: ref('f-1'), softwareId: null })).toEqual(['FIRMWARE']);
        expect(changedOtaTypes({ id: profile, firmwareId: null, softwareId: ref('s-1') }, { id: profile, firmwareId: ref('f-1'), softwareId: null })).toEqual(['FIRMWARE', 'SOFTWARE']);
        expect(changedOtaTypes({ id: profile, firmwareId: ref('f-1'), softwareId: null }, { id: profile, firmwareId: ref('f-1'), softwareId: null })).toEqual([]);
        expect(changedOtaTypes({ id: undefined, firmwareId: ref('f-1'), softwareId: null }, null)).toEqual([]);
    });

    it('counts the devices each change would update', async () => {
        const request = vi.fn(async (path: string) => (path.includes('FIRMWARE') ? 2 : 0));
        expect(await devicesAffected({ request } as unknown as HttpClient, 'p-1', ['FIRMWARE', 'SOFTWARE'])).toEqual({ FIRMWARE: 2, SOFTWARE: 0 });
        expect(request.mock.calls.map(([path]) => path)).toEqual(['/api/devices/count/FIRMWARE/p-1', '/api/devices/count/SOFTWARE/p-1']);
    });

    it('says how many devices would be updated, or nothing when none would', () => {
        const translate = (key: string, options?: object) => `${key}:${JSON.stringify(options)}`;
        expect(otaChangeQuestion({ FIRMWARE: 2, SOFTWARE: 1 }, translate)).toBe('ota-update.change-firmware:{"smart_count":2} ota-update.change-software:{"smart_count":1}');
        expect(otaChangeQuestion({ FIRMWARE: 0 }, translate)).toBeNull();
    });
});
