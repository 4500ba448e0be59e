import { useTranslate } from 'react-admin';
import type { TransportConfiguration } from '../profileModel';
import { LazySchemaForm } from './LazySchemaForm';

/** SNMP: timeout, retries and communication configs with OID mappings, rendered from the JSON Schema. */
export const SnmpTransport = ({ value, onChange }: { value: TransportConfiguration; onChange: (value: TransportConfiguration) => void }) => {
    const translate = useTranslate();
    const title = (key: string) => ({ 'ui:title': translate(`device-profile.snmp.${key}`) });
    const uiSchema = {
        'ui:title': translate('device-profile.snmp.settings'),
        'ui:order': ['timeoutMs', 'retries', 'communicationConfigs', '*'],
        type: { 'ui:widget': 'hidden' },
        timeoutMs: title('timeout-ms'),
        retries: title('retries'),
        communicationConfigs: {
            ...title('communication-configs'),
            items: {
                ...title('communication-config'),
                spec: { ...title('spec'), 'ui:enumNames': ['TELEMETRY_QUERYING', 'CLIENT_ATTRIBUTES_QUERYING', 'SHARED_ATTRIBUTES_SETTING', 'TO_DEVICE_RPC_REQUEST', 'TO_SERVER_RPC_REQUEST'].map(spec => translate(`device-profile.snmp.spec-${spec}`)) },
                queryingFrequencyMs: title('querying-frequency-ms'),
                mappings: {
                    ...title('mappings'),
                    'ui:options': { orderable: false },
                    items: { 'ui:title': ' ', oid: title('oid'), key: title('key'), dataType: title('data-type') },
                },
            },
        },
    };
    return (
        <LazySchemaForm
            definition="SnmpTransportConfiguration"
            value={{ ...value, communicationConfigs: value.communicationConfigs ?? [] }}
            onChange={next => {
                const configuration = next as TransportConfiguration;
                const configs = configuration.communicationConfigs as unknown[] | undefined;
                // ThingsBoard stores "no configs" as null.
                onChange({ ...configuration, type: 'SNMP', communicationConfigs: configs && configs.length > 0 ? configs : null });
            }}
            uiSchema={uiSchema}
        />
    );
};
