import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { archiveFileNameOf, gatewayArchiveFiles, toYaml } from './gatewayArchive';
import { defaultGatewayForm, gatewayAttributesOf, type GatewayForm } from './gatewayConfiguration';

const form: GatewayForm = {
    ...defaultGatewayForm('tb.example'),
    accessToken: 'T0:KEN #1',
    remoteConfiguration: false,
    logLevel: 'WARNING',
    logsPath: '/var/log/tb-gateway/',
    connectors: [
        { name: 'MQTT Broker', type: 'MQTT', enabled: true, config: '{"broker": {"host": "127.0.0.1", "port": 1883}}' },
        { name: 'Modbus-1', type: 'Modbus', enabled: false, config: '{"server": {"port": 502}}' },
    ],
};

describe('gateway configuration archive', () => {
    it("holds tb_gateway.yaml with the same main configuration the shared attribute carries (logs aside), logs.conf and each enabled connector's file", () => {
        const files = gatewayArchiveFiles(form);
        expect(Object.keys(files)).toEqual(['tb_gateway.yaml', 'logs.conf', 'mqttbroker.json']);
        const main = parse(files['tb_gateway.yaml']!);
        const shared = JSON.parse(Buffer.from(String(gatewayAttributesOf(form).shared.configuration), 'base64').toString('utf8'));
        const { logs: _logs, ...sharedMain } = shared.thingsboard;
        expect(main).toEqual(sharedMain);
        expect(main.thingsboard).toEqual({ host: 'tb.example', remoteConfiguration: false, port: 1883, security: { accessToken: 'T0:KEN #1' } });
        expect(main.connectors).toEqual([{ configuration: 'mqttbroker.json', name: 'MQTT Broker', type: 'MQTT' }]);
        expect(JSON.parse(files['mqttbroker.json']!)).toEqual({ broker: { host: '127.0.0.1', port: 1883 } });
        expect(files['logs.conf']).toContain('[logger_service]\nlevel=WARNING\nhandlers=serviceHandler');
        expect(files['logs.conf']).toContain('args=("/var/log/tb-gateway/storage.log", "d", 1, 7,)');
        expect(files['logs.conf']).not.toContain('}}');
    });

    it('writes YAML any reader parses back: quoted strings, empty lists and maps, nested lists', () => {
        const value = { a: 'x: y', 'b c': [1, { d: true, e: [] }, 'z'], f: {}, g: null, h: [[1, 2]] };
        expect(parse(toYaml(value))).toEqual(value);
    });

    it("names the archive after the widget's setting, ThingsBoard's default otherwise", () => {
        expect(archiveFileNameOf(undefined)).toBe('gatewayConfiguration.zip');
        expect(archiveFileNameOf(' configurationGateway ')).toBe('configurationGateway.zip');
        expect(archiveFileNameOf('my/gw.zip')).toBe('my_gw.zip');
    });
});
