import type { DeviceCredentialsType } from '../../../shared/generated/api.gen';

export type TransportType = 'DEFAULT' | 'MQTT' | 'COAP' | 'LWM2M' | 'SNMP';

/** Part 2 §3.6: the credentials a device may use, by its profile's transport. */
export const CREDENTIALS_BY_TRANSPORT: Readonly<Record<TransportType, readonly DeviceCredentialsType[]>> = {
    DEFAULT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
    MQTT: ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC'],
    COAP: ['ACCESS_TOKEN', 'X509_CERTIFICATE'],
    LWM2M: ['LWM2M_CREDENTIALS'],
    SNMP: ['ACCESS_TOKEN'],
};

/** The device's transport, kept in its deviceData by the server on every save. */
export const transportOf = (device: Record<string, unknown> | undefined): TransportType => {
    const type = (device?.deviceData as { transportConfiguration?: { type?: string } } | undefined)?.transportConfiguration?.type;
    return type && type in CREDENTIALS_BY_TRANSPORT ? (type as TransportType) : 'DEFAULT';
};

export const allowedCredentialsTypes = (transport: TransportType): readonly DeviceCredentialsType[] =>
    CREDENTIALS_BY_TRANSPORT[transport];

export interface MqttBasicValue {
    clientId: string;
    userName: string;
    password: string;
}

/** MQTT_BASIC keeps its three values as a JSON string in credentialsValue. */
export const readMqttBasic = (credentialsValue: string | null | undefined): MqttBasicValue => {
    try {
        const parsed = JSON.parse(credentialsValue ?? '') as Partial<MqttBasicValue>;
        return { clientId: parsed.clientId ?? '', userName: parsed.userName ?? '', password: parsed.password ?? '' };
    } catch {
        return { clientId: '', userName: '', password: '' };
    }
};

/** ThingsBoard sends null for the MQTT values left empty. */
export const writeMqttBasic = ({ clientId, userName, password }: MqttBasicValue): string =>
    JSON.stringify({ clientId: clientId || null, userName: userName || null, password: password || null });
