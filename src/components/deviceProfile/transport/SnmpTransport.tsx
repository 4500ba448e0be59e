import type { TransportConfiguration } from '../profileModel';
import { LazySchemaForm } from './LazySchemaForm';

const UI_SCHEMA = {
    type: { 'ui:widget': 'hidden' },
    'ui:order': ['timeoutMs', 'retries', 'communicationConfigs', '*'],
    communicationConfigs: { items: { mappings: { 'ui:options': { orderable: false } } } },
};

/** SNMP: timeout, retries and communication configs with OID mappings, rendered from the JSON Schema. */
export const SnmpTransport = ({ value, onChange }: { value: TransportConfiguration; onChange: (value: TransportConfiguration) => void }) => (
    <LazySchemaForm
        definition="SnmpTransportConfiguration"
        value={{ ...value, communicationConfigs: value.communicationConfigs ?? [] }}
        onChange={next => {
            const configuration = next as TransportConfiguration;
            const configs = configuration.communicationConfigs as unknown[] | undefined;
            // ThingsBoard stores "no configs" as null.
            onChange({ ...configuration, type: 'SNMP', communicationConfigs: configs && configs.length > 0 ? configs : null });
        }}
        uiSchema={UI_SCHEMA}
    />
);
