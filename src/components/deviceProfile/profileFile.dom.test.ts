import { describe, expect, it } from 'vitest';
import { DEVICE_PROFILE_IMAGE_MAX_BYTES, imageRejection, readFileAsDataUrl } from './imageFile';
import { exportFileName, profileFromFile, profileFromRecord } from './profileFile';

describe('profile import and export', () => {
    it('an imported profile loses the server-owned fields and keeps its settings', () => {
        const text = JSON.stringify({
            id: { entityType: 'DEVICE_PROFILE', id: 'x' },
            createdTime: 1,
            tenantId: { entityType: 'TENANT', id: 't' },
            default: true,
            name: 'Thermostats',
            transportType: 'MQTT',
            profileData: { transportConfiguration: { type: 'MQTT', deviceTelemetryTopic: 'a/b' }, alarms: null },
        });
        const profile = profileFromFile(text)!;
        expect(profile).not.toHaveProperty('id');
        expect(profile).not.toHaveProperty('tenantId');
        expect(profile.default).toBeUndefined();
        expect(profile.profileData.transportConfiguration).toEqual({ type: 'MQTT', deviceTelemetryTopic: 'a/b' });
        expect(profile.profileData.alarms).toEqual([]);
    });
    it('anything else is refused', () => {
        expect(profileFromFile('not json')).toBeNull();
        expect(profileFromFile('{"title":"a dashboard"}')).toBeNull();
    });
    it('file names are safe; record ids become EntityIds', () => {
        expect(exportFileName('My profile/1')).toBe('My_profile_1.json');
        expect(profileFromRecord({ id: 'u1', name: 'p', profileData: {} }).id).toEqual({ entityType: 'DEVICE_PROFILE', id: 'u1' });
    });
});

describe('profile image', () => {
    it('refuses a file over the limit and reads an image as a data URL', async () => {
        expect(imageRejection(DEVICE_PROFILE_IMAGE_MAX_BYTES + 1, DEVICE_PROFILE_IMAGE_MAX_BYTES)).toBe('too-large');
        expect(imageRejection(DEVICE_PROFILE_IMAGE_MAX_BYTES, DEVICE_PROFILE_IMAGE_MAX_BYTES)).toBeNull();
        expect(await readFileAsDataUrl(new Blob(['x'], { type: 'image/png' }))).toBe('data:image/png;base64,eA==');
    });
});
