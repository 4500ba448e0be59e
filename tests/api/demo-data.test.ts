import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { startTestServer } from '../support/server';

/** The demo data of a fresh install (reference §3), read straight from the database. */
let server: RunningServer;
/** Rows of a query on the server's database. */
const all = <T = any>(sql: string, ...params: unknown[]) => server.app.ctx.database.sqlite.prepare(sql).all(...params) as T[];
const one = <T = any>(sql: string, ...params: unknown[]) => {
    const row = server.app.ctx.database.sqlite.prepare(sql).get(...params) as T | undefined;
    if (row === undefined) throw new Error(`no row: ${sql}`);
    return row;
};

beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

describe('demo data', () => {
    it('has the demo tenant, its customers and the six logins', async () => {
        const tenants = all('SELECT title, region FROM tenant');
        expect(tenants).toEqual([{ title: 'Tenant', region: 'Global' }]);
        const customers = all('SELECT title FROM customer ORDER BY title');
        expect(customers.map(c => c.title)).toEqual(['Customer A', 'Customer B', 'Customer C']);
        const users = all('SELECT tb_user.email, tb_user.authority, customer.title AS customer FROM tb_user LEFT JOIN customer ON customer.id = tb_user.customer_id ORDER BY tb_user.email');
        expect(users).toEqual([
            { email: 'customer@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer A' },
            { email: 'customerA@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer A' },
            { email: 'customerB@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer B' },
            { email: 'customerC@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer C' },
            { email: 'sysadmin@thingsboard.org', authority: 'SYS_ADMIN', customer: null },
            { email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN', customer: null },
        ]);
        const profiles = all('SELECT name, is_default FROM tenant_profile ORDER BY name');
        expect(profiles.map(p => p.name)).toEqual([
            'Default',
            'Isolated TB Core',
            'Isolated TB Core and TB Rule Engine',
            'Isolated TB Rule Engine',
        ]);
    });

    it('has the nine demo devices with their tokens, owners and profiles', async () => {
        const devices = all(`SELECT device.name, device.type, device_credentials.credentials_id AS token, device_profile.name AS profile, customer.title AS customer
                             FROM device JOIN device_credentials ON device_credentials.device_id = device.id
                             JOIN device_profile ON device_profile.id = device.device_profile_id
                             LEFT JOIN customer ON customer.id = device.customer_id ORDER BY device.name`);
        expect(devices).toEqual([
            { name: 'DHT11 Demo Device', type: 'default', token: 'DHT11_DEMO_TOKEN', profile: 'default', customer: null },
            { name: 'Raspberry Pi Demo Device', type: 'default', token: 'RASPBERRY_PI_DEMO_TOKEN', profile: 'default', customer: null },
            { name: 'Test Device A1', type: 'default', token: 'A1_TEST_TOKEN', profile: 'default', customer: 'Customer A' },
            { name: 'Test Device A2', type: 'default', token: 'A2_TEST_TOKEN', profile: 'default', customer: 'Customer A' },
            { name: 'Test Device A3', type: 'default', token: 'A3_TEST_TOKEN', profile: 'default', customer: 'Customer A' },
            { name: 'Test Device B1', type: 'default', token: 'B1_TEST_TOKEN', profile: 'default', customer: 'Customer B' },
            { name: 'Test Device C1', type: 'default', token: 'C1_TEST_TOKEN', profile: 'default', customer: 'Customer C' },
            { name: 'Thermostat T1', type: 'thermostat', token: 'T1_TEST_TOKEN', profile: 'thermostat', customer: null },
            { name: 'Thermostat T2', type: 'thermostat', token: 'T2_TEST_TOKEN', profile: 'thermostat', customer: null },
        ]);
    });

    it('gives the thermostats their server attributes, and every device active=false', async () => {
        const t1 = one<{ id: string }>('SELECT id FROM device WHERE name = ?', 'Thermostat T1');
        const attributes = await server.app.ctx.attributes.find(t1.id, 'SERVER_SCOPE');
        expect(Object.fromEntries(attributes.map(a => [a.key, a.value]))).toEqual({
            active: false,
            humidityAlarmFlag: true,
            humidityAlarmThreshold: 50,
            latitude: 37.3948,
            longitude: -122.1503,
            temperatureAlarmFlag: true,
            temperatureAlarmThreshold: 20,
        });
        const inactive = one<{ count: number }>("SELECT COUNT(*) AS count FROM attribute_kv WHERE attribute_key = 'active' AND bool_v = 0");
        expect(inactive.count).toBe(9);
    });

    it('has the thermostat profile with its two alarm rules and its own rule chain', async () => {
        const profile = one('SELECT * FROM device_profile WHERE name = ?', 'thermostat');
        const data = JSON.parse(profile.profile_data);
        expect(data.alarms.map((alarm: { id: string; alarmType: string }) => [alarm.id, alarm.alarmType])).toEqual([
            ['highTemperatureAlarmID', 'High Temperature'],
            ['lowHumidityAlarmID', 'Low Humidity'],
        ]);
        expect(Object.keys(data.alarms[0].createRules)).toEqual(['MAJOR']);
        expect(Object.keys(data.alarms[1].createRules)).toEqual(['MINOR']);
        const high = data.alarms[0];
        expect(high.createRules.MAJOR.condition.condition.map((c: any) => [c.key.key, c.predicate.operation])).toEqual([
            ['temperatureAlarmFlag', 'EQUAL'],
            ['temperature', 'GREATER'],
        ]);
        expect(high.createRules.MAJOR.condition.condition[1].predicate.value.dynamicValue.sourceAttribute).toBe('temperatureAlarmThreshold');
        expect(high.createRules.MAJOR.alarmDetails).toBe('Current temperature = ${temperature}');
        expect(high.clearRule.condition.condition[0].predicate.operation).toBe('LESS_OR_EQUAL');
        const low = data.alarms[1];
        expect(low.createRules.MINOR.condition.condition[1].predicate).toMatchObject({ operation: 'LESS', value: { defaultValue: 60 } });
        expect(low.clearRule.condition.condition[0].predicate.operation).toBe('GREATER_OR_EQUAL');
        const chain = one('SELECT name FROM rule_chain WHERE id = ?', profile.default_rule_chain_id);
        expect(chain.name).toBe('Thermostat');
        const defaultProfile = one('SELECT * FROM device_profile WHERE name = ?', 'default');
        expect([defaultProfile.is_default, defaultProfile.default_rule_chain_id, JSON.parse(defaultProfile.profile_data).alarms]).toEqual([1, null, null]);
    });

    it('has the root, thermostat and edge root chains with every node and link', async () => {
        const chains = all('SELECT * FROM rule_chain ORDER BY name');
        expect(chains.map(c => [c.name, c.type, c.root])).toEqual([
            ['Edge Root Rule Chain', 'EDGE', 1],
            ['Root Rule Chain', 'CORE', 1],
            ['Thermostat', 'CORE', 0],
        ]);
        for (const chain of chains) {
            const nodes = all('SELECT * FROM rule_node WHERE rule_chain_id = ? ORDER BY node_index', chain.id);
            const links = all('SELECT * FROM rule_node_connection WHERE rule_chain_id = ?', chain.id);
            const first = nodes.find(node => node.id === chain.first_rule_node_id);
            expect(first?.name).toBe('Device Profile Node');
            expect(nodes).toHaveLength(chain.type === 'EDGE' ? 8 : 7);
            expect(links).toHaveLength(chain.type === 'EDGE' ? 10 : 6);
            const named = links.map(link => `${nodes[link.from_index]!.name} -${link.type}-> ${nodes[link.to_index]!.name}`);
            expect(named).toContain('Message Type Switch -Post telemetry-> Save Timeseries');
            expect(named).toContain('Message Type Switch -RPC Request to Device-> RPC Call Request');
        }
    });

    it('has the five demo dashboards by title, with the Thermostats states and aliases', async () => {
        const dashboards = all('SELECT title, configuration FROM dashboard ORDER BY title');
        expect(dashboards.map(d => d.title)).toEqual(['Firmware', 'Gateways', 'Rule Engine Statistics', 'Software', 'Thermostats']);
        const thermostats = JSON.parse(dashboards.at(-1)!.configuration!);
        expect(Object.keys(thermostats.states)).toEqual(['default', 'map', 'chart']);
        expect(Object.values(thermostats.entityAliases).map((alias: any) => [alias.alias, alias.filter.type])).toEqual([
            ['Thermostats', 'deviceType'],
            ['Thermostat', 'stateEntity'],
        ]);
    });
});
