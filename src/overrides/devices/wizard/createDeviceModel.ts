import type { DeviceProfile, TransportType } from '../../../components/deviceProfile/profileModel';
import { newDeviceProfile } from '../../../components/deviceProfile/profileModel';
import { transportErrors } from '../../../components/deviceProfile/transport/transportErrors';
import { allowedCredentialsTypes } from '../credentialTypes';
import { emptyDraft, problemOf, toCredentials, type Draft } from '../credentialsDraft';

/**
 * The "Add new device" wizard as data (ThingsBoard's device wizard): the device's details and
 * profile — an existing one, preset to the default, or a new one made with it — the new profile's
 * transport, optional credentials and an optional customer. Pure: the dialog shows it, this decides.
 */
export type WizardStep = 'details' | 'transport' | 'credentials' | 'customer';

export interface CreateDeviceDraft {
    name: string;
    label: string;
    profileMode: 'existing' | 'new';
    /** The existing profile picked, and its transport (which decides the credential types). */
    profileId: string | null;
    profileTransport: TransportType;
    /** The profile made with the device: its name, transport type and settings. */
    newProfile: DeviceProfile;
    gateway: boolean;
    overwriteActivityTime: boolean;
    description: string;
    /** Off: the server gives the device a random access token, as ThingsBoard does. */
    addCredentials: boolean;
    credentials: Draft;
    customerId: string | null;
}

export const newDeviceDraft = (defaultProfile: { id: string; transportType: TransportType } | null, customerId: string | null = null): CreateDeviceDraft => ({
    name: '',
    label: '',
    profileMode: 'existing',
    profileId: defaultProfile?.id ?? null,
    profileTransport: defaultProfile?.transportType ?? 'DEFAULT',
    newProfile: newDeviceProfile(),
    gateway: false,
    overwriteActivityTime: false,
    description: '',
    addCredentials: false,
    credentials: emptyDraft('ACCESS_TOKEN'),
    customerId,
});

/** The transport the device will speak: its new profile's, or the picked profile's. */
export const transportOf = (draft: CreateDeviceDraft): TransportType => (draft.profileMode === 'new' ? draft.newProfile.transportType : draft.profileTransport);

/** The steps shown: transport only for a new profile, customer only for those who may assign. */
export const stepsOf = (draft: CreateDeviceDraft, mayAssign: boolean): WizardStep[] => [
    'details',
    ...(draft.profileMode === 'new' ? (['transport'] as const) : []),
    'credentials',
    ...(mayAssign ? (['customer'] as const) : []),
];

/** i18n keys of what a step asks to fix, by field; empty when the step is complete. */
export const stepProblems = (draft: CreateDeviceDraft, step: WizardStep): Record<string, string> => {
    const problems: Record<string, string> = {};
    switch (step) {
        case 'details':
            if (!draft.name.trim()) problems.name = 'device.name-required';
            if (draft.profileMode === 'existing' && !draft.profileId) problems.profile = 'device-profile.device-profile-required';
            if (draft.profileMode === 'new' && !draft.newProfile.name.trim()) problems.newProfileName = 'device-profile.name-required';
            break;
        case 'transport':
            if (draft.profileMode === 'new' && transportErrors(draft.newProfile.profileData.transportConfiguration).length > 0) problems.transport = 'device-profile.transport-settings-invalid';
            break;
        case 'credentials': {
            const problem = draft.addCredentials ? problemOf(draft.credentials) : null;
            if (problem) problems.credentials = problem;
            break;
        }
        case 'customer':
            break;
    }
    return problems;
};

/** The first step with something to fix, or null when the device can be added. */
export const firstIncompleteStep = (draft: CreateDeviceDraft, steps: readonly WizardStep[]): WizardStep | null =>
    steps.find(step => Object.keys(stepProblems(draft, step)).length > 0) ?? null;

/** Switching the profile's transport keeps only credentials it allows. */
export const withTransport = (draft: CreateDeviceDraft, next: Partial<CreateDeviceDraft>): CreateDeviceDraft => {
    const updated = { ...draft, ...next };
    const allowed = allowedCredentialsTypes(transportOf(updated));
    return allowed.includes(updated.credentials.credentialsType) ? updated : { ...updated, credentials: { ...updated.credentials, credentialsType: allowed[0]! } };
};

/** The new device's body (POST /api/device), on the profile it will use. */
export const deviceBody = (draft: CreateDeviceDraft, profileId: string) => ({
    name: draft.name.trim(),
    label: draft.label.trim() || null,
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: profileId },
    additionalInfo: { gateway: draft.gateway, overwriteActivityTime: draft.gateway && draft.overwriteActivityTime, description: draft.description },
});

/** The credentials to save with the device, or null for a random access token. */
export const credentialsBody = (draft: CreateDeviceDraft) => (draft.addCredentials ? toCredentials({}, draft.credentials) : null);
