// The cases of ThingsBoard 3.3.4's BaseDeviceProfileControllerTest that apply to it, against our
// server. Not here: testChangeDeviceProfileTypeWithExistingDevices (@Ignore in 3.3.4: DEFAULT is
// its only profile type) and the 27 testSaveProto… cases (the protobuf schema checks, see
// tests/api/thingsboard/README.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPages, badRequest, idsOf, notFound, notFoundSentence, startHarness, type Caller, type Harness, type Json } from './harness';

let tb: Harness;

beforeAll(async () => {
    tb = await startHarness();
});
afterAll(async () => tb?.close());

/** ThingsBoard's createDeviceProfile: a DEFAULT profile on the DEFAULT transport with its default data. */
const deviceProfileOf = (name: string, extra: Json = {}) => ({
    name,
    type: 'DEFAULT',
    transportType: 'DEFAULT',
    description: `${name} Test`,
    profileData: { configuration: { type: 'DEFAULT' }, transportConfiguration: { type: 'DEFAULT' } },
    default: false,
    defaultRuleChainId: null,
    ...extra,
});

/** Each case in a tenant of its own, as ThingsBoard's test creates one before each. */
const freshTenant = () => tb.differentTenant('Device profile tenant');

describe('BaseDeviceProfileControllerTest (ThingsBoard 3.3.4)', () => {
    it('testSaveDeviceProfile: stored as sent, provisioning DISABLED; a new name is kept', async () => {
        const admin = await freshTenant();
        const profile = deviceProfileOf('Device Profile');
        const saved = await admin.save('/api/deviceProfile', profile);
        expect(saved.createdTime).toBeGreaterThan(0);
        expect(saved).toMatchObject({ name: profile.name, description: profile.description, default: false, defaultRuleChainId: null, provisionType: 'DISABLED' });
        expect(saved.profileData).toMatchObject(profile.profileData);
        await admin.save('/api/deviceProfile', { ...saved, name: 'New device profile' });
        expect((await admin.read(`/api/deviceProfile/${saved.id.id}`)).name).toBe('New device profile');
    });

    it('saveDeviceProfileWithViolationOfValidation: a name over 255 characters — 400 as ThingsBoard 3.4 answers (3.3.4 answered 500 with the same message)', async () => {
        const admin = await freshTenant();
        badRequest(await admin.post('/api/deviceProfile', deviceProfileOf('x'.repeat(300))), /length of name must be equal or less than 255/);
    });

    it('testFindDeviceProfileById: reads back exactly what was saved', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect(await admin.read(`/api/deviceProfile/${saved.id.id}`)).toEqual(saved);
    });

    it('testFindDeviceProfileInfoById: the info has its id, name and type', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect(await admin.read(`/api/deviceProfileInfo/${saved.id.id}`)).toMatchObject({ id: saved.id, name: saved.name, type: saved.type });
    });

    it('testFindDefaultDeviceProfileInfo: a new tenant\'s default profile is "default", of type DEFAULT', async () => {
        const admin = await freshTenant();
        const info = await admin.read('/api/deviceProfileInfo/default');
        expect(info).toMatchObject({ id: { entityType: 'DEVICE_PROFILE', id: expect.any(String) }, name: 'default', type: 'DEFAULT' });
    });

    it('testSetDefaultDeviceProfile: the profile made default is the default info', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect(await admin.save(`/api/deviceProfile/${saved.id.id}/default`)).toMatchObject({ id: saved.id, default: true });
        expect(await admin.read('/api/deviceProfileInfo/default')).toMatchObject({ id: saved.id, name: saved.name, type: saved.type });
    });

    it('testSaveDeviceProfileWithEmptyName: 400 "Device profile name should be specified"', async () => {
        const admin = await freshTenant();
        const { name: _name, ...withoutName } = deviceProfileOf('');
        badRequest(await admin.post('/api/deviceProfile', withoutName), 'Device profile name should be specified!');
    });

    it('testSaveDeviceProfileWithSameName: 400 "Device profile with such name already exists"', async () => {
        const admin = await freshTenant();
        await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        badRequest(await admin.post('/api/deviceProfile', deviceProfileOf('Device Profile')), /Device profile with such name already exists/);
    });

    it('testSaveDeviceProfileWithSameProvisionDeviceKey: 400 "Device profile with such provision device key already exists"', async () => {
        const admin = await freshTenant();
        const key = `testProvisionDeviceKey-${admin.tenantId}`;
        await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile', { provisionDeviceKey: key }));
        badRequest(await admin.post('/api/deviceProfile', deviceProfileOf('Device Profile 2', { provisionDeviceKey: key })), 'Device profile with such provision device key already exists!');
    });

    it("testChangeDeviceProfileTransportTypeWithExistingDevices: 400 \"Can't change device profile transport type because devices referenced it\"", async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        await admin.save('/api/device', { name: 'Test device', type: 'default', deviceProfileId: saved.id });
        badRequest(await admin.post('/api/deviceProfile', { ...saved, transportType: 'MQTT' }), "Can't change device profile transport type because devices referenced it!");
    });

    it('testDeleteDeviceProfileWithExistingDevice: 400 "The device profile referenced by the devices cannot be deleted"', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        await admin.save('/api/device', { name: 'Test device', type: 'default', deviceProfileId: saved.id });
        badRequest(await admin.delete(`/api/deviceProfile/${saved.id.id}`), 'The device profile referenced by the devices cannot be deleted!');
    });

    it('testDeleteDeviceProfile: a deleted profile is not found', async () => {
        const admin = await freshTenant();
        const saved = await admin.save('/api/deviceProfile', deviceProfileOf('Device Profile'));
        expect((await admin.delete(`/api/deviceProfile/${saved.id.id}`)).status).toBe(200);
        notFound(await admin.get(`/api/deviceProfile/${saved.id.id}`), notFoundSentence('Device profile', saved.id.id));
    });

    const listing = async (admin: Caller, path: string) => allPages(admin, path, 17);

    it('testFindDeviceProfiles: the default profile, then 28 more, page by page; deleting them leaves the default', async () => {
        const admin = await freshTenant();
        const initial = await listing(admin, '/api/deviceProfiles');
        expect(initial).toHaveLength(1);
        const profiles = [...initial];
        for (let i = 0; i < 28; i++) profiles.push(await admin.save('/api/deviceProfile', deviceProfileOf(`Device Profile${i}`)));
        const loaded = await listing(admin, '/api/deviceProfiles');
        expect(idsOf(loaded)).toEqual(idsOf(profiles));
        const byId = new Map(loaded.map(profile => [profile.id.id, profile]));
        for (const profile of profiles) expect(byId.get(profile.id.id)).toEqual(profile);
        for (const profile of profiles.filter(profile => !profile.default)) expect((await admin.delete(`/api/deviceProfile/${profile.id.id}`)).status).toBe(200);
        expect(await listing(admin, '/api/deviceProfiles')).toHaveLength(1);
    });

    it('testFindDeviceProfileInfos: the infos list the same profiles with their id, name and type', async () => {
        const admin = await freshTenant();
        const profiles = [...(await listing(admin, '/api/deviceProfiles'))];
        for (let i = 0; i < 28; i++) profiles.push(await admin.save('/api/deviceProfile', deviceProfileOf(`Device Profile${i}`)));
        const infos = await listing(admin, '/api/deviceProfileInfos');
        expect(idsOf(infos)).toEqual(idsOf(profiles));
        const byId = new Map(infos.map(info => [info.id.id, info]));
        for (const profile of profiles) expect(byId.get(profile.id.id)).toMatchObject({ id: profile.id, name: profile.name, type: profile.type, transportType: profile.transportType });
    });
});
