/**
 * Device credentials as edited: one draft holding each type's values, so switching the type back
 * and forth loses nothing, checked and turned into ThingsBoard's DeviceCredentials on save.
 */
import type { DeviceCredentials, DeviceCredentialsType } from '../../../shared/generated/api.gen';
import { readMqttBasic, writeMqttBasic, type MqttBasicValue } from './credentialTypes';
import { lwm2mProblems, readLwm2mCredentials, writeLwm2mCredentials, type Lwm2mCredentials } from './lwm2mCredentials';

type CredentialsFields = Pick<DeviceCredentials, 'credentialsType' | 'credentialsId' | 'credentialsValue'>;

export const ACCESS_TOKEN_MAX_LENGTH = 32;

/** The query of a device's credentials, shared by the copy button and the dialog that changes them. */
export const deviceCredentialsKey = (deviceId: string) => ['deviceCredentials', deviceId];

export interface Draft {
    credentialsType: DeviceCredentialsType;
    accessToken: string;
    certificate: string;
    mqtt: MqttBasicValue;
    lwm2m: Lwm2mCredentials;
}

/** The credentials as loaded; a type the transport does not allow (a new LwM2M device's token) gives way to the first it does. */
export const draftOf = (credentials: DeviceCredentials, allowedTypes?: readonly DeviceCredentialsType[]): Draft => ({
    credentialsType: !allowedTypes || allowedTypes.includes(credentials.credentialsType) ? credentials.credentialsType : (allowedTypes[0] ?? credentials.credentialsType),
    accessToken: credentials.credentialsType === 'ACCESS_TOKEN' ? (credentials.credentialsId ?? '') : '',
    certificate: credentials.credentialsType === 'X509_CERTIFICATE' ? (credentials.credentialsValue ?? '') : '',
    mqtt: readMqttBasic(credentials.credentialsType === 'MQTT_BASIC' ? credentials.credentialsValue : null),
    lwm2m: readLwm2mCredentials(credentials.credentialsType === 'LWM2M_CREDENTIALS' ? credentials.credentialsValue : null),
});

/** What the draft asks to fix before saving, as an i18n key, or null. */
export const problemOf = (draft: Draft): string | null => {
    switch (draft.credentialsType) {
        case 'ACCESS_TOKEN':
            if (!draft.accessToken.trim()) return 'device-credentials.access-token-required';
            return draft.accessToken.length > ACCESS_TOKEN_MAX_LENGTH ? 'device-credentials.access-token-max-length' : null;
        case 'X509_CERTIFICATE':
            return draft.certificate.trim() ? null : 'device-credentials.rsa-key-required';
        case 'MQTT_BASIC':
            return draft.mqtt.clientId.trim() || draft.mqtt.userName.trim() ? null : 'device-credentials.client-id-or-user-name-required';
        default:
            return Object.values(lwm2mProblems(draft.lwm2m))[0] ?? null;
    }
};

/** The credentials as ThingsBoard saves them: the id for a token, the value otherwise. */
export const toCredentials = <T extends Partial<DeviceCredentials>>(loaded: T, draft: Draft): T & CredentialsFields => {
    const base = { ...loaded, credentialsType: draft.credentialsType };
    switch (draft.credentialsType) {
        case 'ACCESS_TOKEN':
            return { ...base, credentialsId: draft.accessToken.trim(), credentialsValue: null };
        case 'X509_CERTIFICATE':
            return { ...base, credentialsId: null, credentialsValue: draft.certificate };
        case 'MQTT_BASIC':
            return { ...base, credentialsId: null, credentialsValue: writeMqttBasic(draft.mqtt) };
        default:
            return { ...base, credentialsId: null, credentialsValue: writeLwm2mCredentials(draft.lwm2m) };
    }
};

/** A new device's draft: the first type its transport allows, every value empty. */
export const emptyDraft = (credentialsType: DeviceCredentialsType): Draft => ({
    credentialsType,
    accessToken: '',
    certificate: '',
    mqtt: { clientId: '', userName: '', password: '' },
    lwm2m: readLwm2mCredentials(null),
});
