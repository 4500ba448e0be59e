import { describe, expect, it } from 'vitest';
import { credentialsBody, deviceBody, firstIncompleteStep, newDeviceDraft, stepProblems, stepsOf, transportOf, withTransport } from './createDeviceModel';

const DEFAULT_PROFILE = { id: 'p-default', transportType: 'DEFAULT' as const };

describe('create device wizard', () => {
    it('starts on the default profile, with no credentials of its own and the customer it was opened for', () => {
        const draft = newDeviceDraft(DEFAULT_PROFILE, 'c-1');
        expect(draft).toMatchObject({ profileMode: 'existing', profileId: 'p-default', addCredentials: false, customerId: 'c-1' });
        expect(credentialsBody(draft)).toBeNull();
    });

    it('shows the transport step only for a new profile and the customer step only to those who may assign', () => {
        const draft = newDeviceDraft(DEFAULT_PROFILE);
        expect(stepsOf(draft, true)).toEqual(['details', 'credentials', 'customer']);
        expect(stepsOf({ ...draft, profileMode: 'new' }, false)).toEqual(['details', 'transport', 'credentials']);
    });

    it('asks for a name, a profile, and the new profile’s name', () => {
        const draft = newDeviceDraft(null);
        expect(stepProblems(draft, 'details')).toEqual({ name: 'device.name-required', profile: 'device-profile.device-profile-required' });
        const named = { ...draft, name: 'Boiler', profileMode: 'new' as const };
        expect(stepProblems(named, 'details')).toEqual({ newProfileName: 'device-profile.name-required' });
        expect(firstIncompleteStep(named, stepsOf(named, true))).toBe('details');
    });

    it('checks credentials only when the person adds them', () => {
        const draft = { ...newDeviceDraft(DEFAULT_PROFILE), name: 'Boiler' };
        expect(firstIncompleteStep(draft, stepsOf(draft, true))).toBeNull();
        const withToken = { ...draft, addCredentials: true };
        expect(stepProblems(withToken, 'credentials')).toEqual({ credentials: 'device-credentials.access-token-required' });
        const filled = { ...withToken, credentials: { ...withToken.credentials, accessToken: ' BOILER_TOKEN ' } };
        expect(credentialsBody(filled)).toEqual({ credentialsType: 'ACCESS_TOKEN', credentialsId: 'BOILER_TOKEN', credentialsValue: null });
    });

    it('keeps the credential type the transport allows', () => {
        const draft = newDeviceDraft(DEFAULT_PROFILE);
        const lwm2m = withTransport(draft, { profileTransport: 'LWM2M' });
        expect(transportOf(lwm2m)).toBe('LWM2M');
        expect(lwm2m.credentials.credentialsType).toBe('LWM2M_CREDENTIALS');
    });

    it('builds ThingsBoard’s device body on the profile used', () => {
        const draft = { ...newDeviceDraft(DEFAULT_PROFILE), name: ' Boiler ', label: 'Cellar', description: 'Gas boiler' };
        expect(deviceBody(draft, 'p-1')).toEqual({
            name: 'Boiler',
            label: 'Cellar',
            deviceProfileId: { entityType: 'DEVICE_PROFILE', id: 'p-1' },
            additionalInfo: { gateway: false, overwriteActivityTime: false, description: 'Gas boiler' },
        });
    });
});
