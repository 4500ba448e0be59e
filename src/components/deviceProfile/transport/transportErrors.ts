import type { TransportConfiguration } from '../profileModel';
import { keyNameErrors, type Lwm2mObserveAttr } from './lwm2mObserve';
import { mqttErrors } from './MqttTransport';
import { transportSchemaErrors } from './schemaErrors';

/** What keeps the transport step from being complete: i18n keys, then the schema forms' messages (SNMP, LwM2M). */
export const transportErrors = (configuration: TransportConfiguration): string[] => {
    if (configuration.type === 'MQTT') return mqttErrors(configuration);
    if (configuration.type === 'LWM2M') return [...Object.values(keyNameErrors(configuration.observeAttr as Lwm2mObserveAttr)), ...transportSchemaErrors(configuration)];
    return transportSchemaErrors(configuration);
};
