const JSON_PAYLOAD = { transportPayloadType: 'JSON' };

/**
 * The transport configuration ThingsBoard answers for a transport whose settings were never given:
 * the defaults of its Java configuration classes (MQTT's v1 topics and JSON payload, CoAP's default
 * device type); the other transports carry only their type.
 */
export function defaultTransportConfiguration(transportType: string): Record<string, unknown> {
    switch (transportType) {
        case 'MQTT':
            return {
                type: 'MQTT',
                deviceTelemetryTopic: 'v1/devices/me/telemetry',
                deviceAttributesTopic: 'v1/devices/me/attributes',
                transportPayloadTypeConfiguration: JSON_PAYLOAD,
                sendAckOnValidationException: false,
            };
        case 'COAP':
            return { type: 'COAP', coapDeviceTypeConfiguration: { coapDeviceType: 'DEFAULT', transportPayloadTypeConfiguration: JSON_PAYLOAD } };
        default:
            return { type: transportType };
    }
}
