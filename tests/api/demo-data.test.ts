import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { startTestServer } from '../support/server';

/** The demo data of a fresh install (reference §3), read straight from the database. */
let server: RunningServer;
const db = () => server.app.ctx.database.db;

beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server.close());

describe('demo data', () => {
    it('has the demo tenant, its customers and the six logins', async () => {
        const tenants = await db().selectFrom('tenant').select(['title', 'region']).execute();
        expect(tenants).toEqual([{ title: 'Tenant', region: 'Global' }]);
        const customers = await db().selectFrom('customer').select('title').orderBy('title').execute();
        expect(customers.map(c => c.title)).toEqual(['Customer A', 'Customer B', 'Customer C']);
        const users = await db()
            .selectFrom('tb_user')
            .leftJoin('customer', 'customer.id', 'tb_user.customer_id')
            .select(['tb_user.email', 'tb_user.authority', 'customer.title as customer'])
            .orderBy('tb_user.email')
            .execute();
        expect(users).toEqual([
            { email: 'customer@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer A' },
            { email: 'customerA@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer A' },
            { email: 'customerB@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer B' },
            { email: 'customerC@thingsboard.org', authority: 'CUSTOMER_USER', customer: 'Customer C' },
            { email: 'sysadmin@thingsboard.org', authority: 'SYS_ADMIN', customer: null },
            { email: 'tenant@thingsboard.org', authority: 'TENANT_ADMIN', customer: null },
        ]);
        const profiles = await db().selectFrom('tenant_profile').select(['name', 'is_default']).orderBy('name').execute();
        expect(profiles.map(p => p.name)).toEqual([
            'Default',
            'Isolated TB Core',
            'Isolated TB Core and TB Rule Engine',
            'Isolated TB Rule Engine',
        ]);
    });

    it('has the nine demo devices with their tokens, owners and profiles', async () => {
        const devices = await db()
            .selectFrom('device')
            .innerJoin('device_credentials', 'device_credentials.device_id', 'device.id')
            .innerJoin('device_profile', 'device_profile.id', 'device.device_profile_id')
            .leftJoin('customer', 'customer.id', 'device.customer_id')
            .select(['device.name', 'device.type', 'device_credentials.credentials_id as token', 'device_profile.name as profile', 'customer.title as customer'])
            .orderBy('device.name')
            .execute();
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
        const t1 = await db().selectFrom('device').select('id').where('name', '=', 'Thermostat T1').executeTakeFirstOrThrow();
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
        const inactive = await db()
            .selectFrom('attribute_kv')
            .select(eb => eb.fn.countAll<number>().as('count'))
            .where('attribute_key', '=', 'active')
            .where('bool_v', '=', 0)
            .executeTakeFirstOrThrow();
        expect(inactive.count).toBe(9);
    });

    it('has the thermostat profile with its two alarm rules and its own rule chain', async () => {
        const profile = await db().selectFrom('device_profile').selectAll().where('name', '=', 'thermostat').executeTakeFirstOrThrow();
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
        const chain = await db().selectFrom('rule_chain').select('name').where('id', '=', profile.default_rule_chain_id!).executeTakeFirstOrThrow();
        expect(chain.name).toBe('Thermostat');
        const defaultProfile = await db().selectFrom('device_profile').selectAll().where('name', '=', 'default').executeTakeFirstOrThrow();
        expect([defaultProfile.is_default, defaultProfile.default_rule_chain_id, JSON.parse(defaultProfile.profile_data).alarms]).toEqual([1, null, null]);
    });

    it('has the root, thermostat and edge root chains with every node and link', async () => {
        const chains = await db().selectFrom('rule_chain').selectAll().orderBy('name').execute();
        expect(chains.map(c => [c.name, c.type, c.root])).toEqual([
            ['Edge Root Rule Chain', 'EDGE', 1],
            ['Root Rule Chain', 'CORE', 1],
            ['Thermostat', 'CORE', 0],
        ]);
        for (const chain of chains) {
            const nodes = await db().selectFrom('rule_node').selectAll().where('rule_chain_id', '=', chain.id).orderBy('node_index').execute();
            const links = await db().selectFrom('rule_node_connection').selectAll().where('rule_chain_id', '=', chain.id).execute();
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
        const dashboards = await db().selectFrom('dashboard').select(['title', 'configuration']).orderBy('title').execute();
        expect(dashboards.map(d => d.title)).toEqual(['Firmware', 'Gateways', 'Rule Engine Statistics', 'Software', 'Thermostats']);
        const thermostats = JSON.parse(dashboards.at(-1)!.configuration!);
        expect(Object.keys(thermostats.states)).toEqual(['default', 'map', 'chart']);
        expect(Object.values(thermostats.entityAliases).map((alias: any) => [alias.alias, alias.filter.type])).toEqual([
            ['Thermostats', 'deviceType'],
            ['Thermostat', 'stateEntity'],
        ]);
    });
});
