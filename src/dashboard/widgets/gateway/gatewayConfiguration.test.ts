import { describe, expect, it } from 'vitest';
import { connectorFileName, defaultGatewayForm, gatewayAttributesOf, gatewayFormErrors, gatewayFormOf, hasErrors, type GatewayForm } from './gatewayConfiguration';
import { eventKeysOf } from './gatewayKeys';

const decode = (value: unknown) => JSON.parse(Buffer.from(String(value), 'base64').toString('utf8'));

const form: GatewayForm = {
    ...defaultGatewayForm('tb.example'),
    accessToken: 'T0KEN',
    logLevel: 'INFO',
    connectors: [
        { name: 'MQTT Broker', type: 'MQTT', enabled: true, config: '{"broker": {"host": "127.0.0.1"}}' },
        { name: 'Modbus-1', type: 'Modbus', enabled: false, config: '{"server": {"port": 502}}' },
    ],
};

describe('gateway configuration attributes', () => {
    it('writes the gateway contract: the enabled connectors in the shared configuration, the disabled ones as server drafts', () => {
        const { shared, server } = gatewayAttributesOf(form);
        const configuration = decode(shared.configuration);
        expect(configuration.thingsboard.thingsboard).toEqual({ host: 'tb.example', remoteConfiguration: true, port: 1883, security: { accessToken: 'T0KEN' } });
        expect(configuration.thingsboard.storage).toEqual({ type: 'memory', read_records_count: 100, max_records_count: 10000 });
        expect(configuration.thingsboard.connectors).toEqual([{ configuration: 'mqttbroker.json', name: 'MQTT Broker', type: 'MQTT' }]);
        expect(configuration.MQTT).toEqual([{ name: 'MQTT Broker', config: { broker: { host: '127.0.0.1' } } }]);
        expect(configuration.Modbus).toBeUndefined();
        expect(Buffer.from(configuration.thingsboard.logs, 'base64').toString()).toContain('level=INFO}}handlers=serviceHandler');
        expect(shared.RemoteLoggingLevel).toBe('INFO');
        expect(decode(server.configuration_drafts)).toEqual({ 'Modbus-1': { connector: 'Modbus', config: { server: { port: 502 } } } });
        expect(connectorFileName('My_Modbus - 2')).toBe('mymodbus2.json');
    });

    it('reads back what it wrote (running configuration, drafts, level), and defaults for unreadable attributes', () => {
        const { shared, server } = gatewayAttributesOf({ ...form, storageType: 'file', maxFilesCount: '7' });
        const read = gatewayFormOf(shared.configuration, server.configuration_drafts, 'info', 'ignored');
        expect(read).toMatchObject({ host: 'tb.example', accessToken: 'T0KEN', logLevel: 'INFO', storageType: 'file', maxFilesCount: '7' });
        expect(read.connectors.map(({ name, type, enabled }) => ({ name, type, enabled }))).toEqual([
            { name: 'MQTT Broker', type: 'MQTT', enabled: true },
            { name: 'Modbus-1', type: 'Modbus', enabled: false },
        ]);
        expect(JSON.parse(read.connectors[1]!.config)).toEqual({ server: { port: 502 } });
        expect(gatewayFormOf('%%not base64', undefined, 'LOUD', 'tb.local')).toEqual(defaultGatewayForm('tb.local'));
    });

    it('refuses a form with missing or invalid fields, and connectors without a unique name or a JSON object', () => {
        expect(hasErrors(gatewayFormErrors(form))).toBe(false);
        const errors = gatewayFormErrors({
            ...form, host: ' ', port: '70000', accessToken: '',
            connectors: [form.connectors[0]!, { ...form.connectors[0]!, config: '[1]' }, { ...form.connectors[1]!, name: '', config: '{' }],
        });
        expect(errors).toMatchObject({ host: 'widgets.gateway.required', port: 'widgets.gateway.port-range', accessToken: 'widgets.gateway.required' });
        expect(errors.connectors).toEqual([undefined, { name: 'widgets.gateway.name-taken', config: 'widgets.gateway.config-object' }, { name: 'widgets.gateway.required', config: 'widgets.gateway.config-object' }]);
    });

    it('shows the keys whose names contain an events filter, case-insensitively, in name order', () => {
        expect(eventKeysOf(['eventsSent', 'temperature', 'MQTT BrokerEventsProduced', 'eventsProduced'], ['EventsProduced', 'EventsSent'])).toEqual(['MQTT BrokerEventsProduced', 'eventsProduced', 'eventsSent']);
        expect(eventKeysOf(['eventsSent'], undefined)).toEqual([]);
    });
});
