import type { TransportConfiguration } from '../profileModel';
import { keyNameErrors, type Lwm2mObserveAttr } from './lwm2mObserve';
import { mqttErrors } from './MqttTransport';

/** What keeps the transport step from being complete, as i18n keys. */
export const transportErrors = (configuration: TransportConfiguration): string[] => {
    if (configuration.type === 'MQTT') return mqttErrors(configuration);
    if (configuration.type === 'LWM2M') return Object.values(keyNameErrors(configuration.observeAttr as Lwm2mObserveAttr));
    return [];
};
