import { describe, expect, it } from 'vitest';
import { defaultTenantProfileData, isUnlimited, limitError, limitErrors, limitGroupsOf, limitValue, limitValueIn, TENANT_LIMITS, zeroMeaning } from './tenantLimits';

const limit = (key: string) => TENANT_LIMITS.find(candidate => candidate.key === key)!;

describe('tenant profile limits', () => {
    it('lists every limit of ThingsBoard 3.3’s default tenant profile configuration once, then Thingdeck’s three (history, trash)', () => {
        const keys = TENANT_LIMITS.map(entry => entry.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(TENANT_LIMITS.filter(entry => entry.absent === undefined)).toHaveLength(26);
        expect(TENANT_LIMITS.filter(entry => entry.absent !== undefined).map(entry => entry.key)).toEqual(['versionHistoryMaxCount', 'versionHistoryTtlDays', 'trashTtlDays']);
        expect(keys).toEqual(expect.arrayContaining(['maxDevices', 'maxOtaPackagesInBytes', 'maxDPStorageDays', 'maxRuleNodeExecutionsPerMessage', 'rpcTtlDays', 'transportDeviceTelemetryDataPointsRateLimit']));
    });

    it('starts a new profile unlimited and valid', () => {
        const { configuration } = defaultTenantProfileData();
        expect(configuration).toMatchObject({ type: 'DEFAULT', maxDevices: 0, transportTenantMsgRateLimit: null });
        expect(limitErrors(configuration)).toEqual({});
        expect(isUnlimited(limit('maxDevices'), 0)).toBe(true);
        expect(isUnlimited(limit('transportTenantMsgRateLimit'), null)).toBe(true);
    });

    it('takes whole numbers from 0 for counts, sizes and days', () => {
        const devices = limit('maxDevices');
        expect(limitError(devices, 10)).toBeNull();
        expect(limitError(devices, limitValue(devices, ''))).toBe('tenant-profile.limit-required');
        expect(limitError(devices, limitValue(devices, '-1'))).toBe('tenant-profile.limit-min');
        expect(limitError(devices, limitValue(devices, '2.5'))).toBe('tenant-profile.limit-whole-number');
        expect(limitError(devices, limitValue(devices, 'ten'))).toBe('tenant-profile.limit-whole-number');
        expect(limitError(devices, 2 ** 60)).toBe('tenant-profile.limit-too-large');
        expect(limitValue(devices, ' 12 ')).toBe(12);
    });

    it('takes rate limits as capacity:seconds pairs, empty meaning unlimited', () => {
        const rate = limit('transportTenantMsgRateLimit');
        expect(limitError(rate, limitValue(rate, ''))).toBeNull();
        expect(limitValue(rate, '  ')).toBeNull();
        expect(limitError(rate, '1000:1,20000:60')).toBeNull();
        expect(limitError(rate, '100:1, 2000:60')).toBeNull();
        for (const wrong of ['1000', '1000:', ':60', '0:1', '10:1;20:60', 'abc', '1000:1,']) {
            expect(limitError(rate, wrong)).toBe('tenant-profile.rate-limit-invalid');
        }
    });
});

describe('version history retention (a Thingdeck addition)', () => {
    it('reads a profile without the settings as the server does: 100 versions, no age limit, and valid', () => {
        const configuration = { type: 'DEFAULT' };
        expect(limitValueIn(configuration, limit('versionHistoryMaxCount'))).toBe(100);
        expect(limitValueIn(configuration, limit('versionHistoryTtlDays'))).toBe(0);
        expect(limitErrors(configuration)).not.toHaveProperty('versionHistoryMaxCount');
    });
    it('checks the settings as the other limits once set, and a new profile starts with the defaults', () => {
        expect(limitError(limit('versionHistoryMaxCount'), -1)).toBe('tenant-profile.limit-min');
        expect(limitError(limit('versionHistoryTtlDays'), 1.5)).toBe('tenant-profile.limit-whole-number');
        expect(limitError(limit('versionHistoryTtlDays'), '')).toBe('tenant-profile.limit-required');
        expect(defaultTenantProfileData().configuration).toMatchObject({ versionHistoryMaxCount: 100, versionHistoryTtlDays: 0 });
    });
});

describe('trash retention (a Thingdeck addition)', () => {
    const trash = limit('trashTtlDays');
    it('reads a profile without it as the server does: 30 days, valid', () => {
        expect(limitValueIn({ type: 'DEFAULT' }, trash)).toBe(30);
        expect(limitErrors({ type: 'DEFAULT' })).not.toHaveProperty('trashTtlDays');
        expect(defaultTenantProfileData().configuration).toMatchObject({ trashTtlDays: 30 });
    });
    it('takes 0 to 3650 days, as the server, and says 0 deletes for good (not "unlimited")', () => {
        expect(limitError(trash, 0)).toBeNull();
        expect(limitError(trash, 3650)).toBeNull();
        expect(limitError(trash, 3651)).toBe('tenant-profile.limit-too-large');
        expect(limitError(trash, -1)).toBe('tenant-profile.limit-min');
        expect(zeroMeaning(trash).value).toBe('tenant-profile.deleted-for-good');
        expect(zeroMeaning(limit('maxDevices')).value).toBe('tenant-profile.unlimited');
    });
    it('shows history and trash only on Thingdeck’s server', () => {
        expect(limitGroupsOf(true)).toEqual(expect.arrayContaining(['history', 'trash']));
        expect(limitGroupsOf(false)).not.toEqual(expect.arrayContaining(['history']));
        expect(limitGroupsOf(false)).not.toEqual(expect.arrayContaining(['trash']));
        expect(limitGroupsOf(false)).toContain('ttl');
    });
});
