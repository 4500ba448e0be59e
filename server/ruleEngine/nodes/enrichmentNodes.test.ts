import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleNodeKind } from './catalogue';
import { nodeTestWorld, type NodeTestWorld } from './testWorld';

let world: NodeTestWorld;
const run = (clazz: string, config: Record<string, unknown>, msg = world.msg()) => {
    const kind = ruleNodeKind(`org.thingsboard.rule.engine.metadata.${clazz}`)!;
    return kind.run!(msg, { ...kind.defaultConfiguration, ...config }, world.services);
};
const metadataOf = async (result: ReturnType<typeof run>) => (await result)[0]!.msg.metadata;

beforeAll(async () => {
    world = await nodeTestWorld();
    const { telemetry } = world.services;
    await telemetry.saveAttributes('DEVICE', world.deviceId, 'CLIENT_SCOPE', [{ key: 'firmware', value: { type: 'STRING', value: '1.2' } }]);
    await telemetry.saveAttributes('DEVICE', world.deviceId, 'SHARED_SCOPE', [{ key: 'target', value: { type: 'DOUBLE', value: 21.5 } }]);
    await telemetry.saveAttributes('DEVICE', world.deviceId, 'SERVER_SCOPE', [{ key: 'zone', value: { type: 'LONG', value: 3 } }]);
    telemetry.saveTimeseries(world.deviceId, [{ key: 'humidity', ts: 1000, value: { type: 'LONG', value: 40 } }]);
    await telemetry.saveAttributes('CUSTOMER', world.customerId, 'SERVER_SCOPE', [{ key: 'maxTemp', value: { type: 'LONG', value: 30 } }]);
    await telemetry.saveAttributes('TENANT', world.tenantId, 'SERVER_SCOPE', [{ key: 'region', value: { type: 'STRING', value: 'EU' } }]);
    telemetry.saveTimeseries(world.customerId, [{ key: 'load', ts: 1000, value: { type: 'DOUBLE', value: 0.5 } }]);
});
afterAll(() => world.close());

describe('enrichment nodes', () => {
    it('originator attributes: prefixed attributes per scope and latest telemetry without prefix', async () => {
        const metadata = await metadataOf(run('TbGetAttributesNode', { clientAttributeNames: ['firmware'], sharedAttributeNames: ['target'], serverAttributeNames: ['zone'], latestTsKeyNames: ['humidity'] }));
        expect(metadata).toMatchObject({ cs_firmware: '1.2', shared_target: '21.5', ss_zone: '3', humidity: '40', deviceName: 'Thermo 1' });
    });

    it('originator attributes: Failure when asked to and a key is missing', async () => {
        await expect(run('TbGetAttributesNode', { serverAttributeNames: ['nope'], tellFailureIfAbsent: true })).rejects.toThrow(/ss_nope/);
        expect(await metadataOf(run('TbGetAttributesNode', { serverAttributeNames: ['nope'] }))).not.toHaveProperty('ss_nope');
    });

    it('originator fields: name, type and label into the mapped metadata keys', async () => {
        const metadata = await metadataOf(run('TbGetOriginatorFieldsNode', { fieldsMapping: { name: 'originatorName', type: 'originatorType', label: 'where' } }));
        expect(metadata).toMatchObject({ originatorName: 'Thermo 1', originatorType: 'thermostat', where: 'Hall' });
    });

    it('customer attributes: server attributes or latest telemetry of the originator\'s customer', async () => {
        expect(await metadataOf(run('TbGetCustomerAttributeNode', { attrMapping: { maxTemp: 'limit' } }))).toMatchObject({ limit: '30' });
        expect(await metadataOf(run('TbGetCustomerAttributeNode', { attrMapping: { load: 'customerLoad' }, telemetry: true }))).toMatchObject({ customerLoad: '0.5' });
    });

    it('tenant attributes: server attributes of the tenant', async () => {
        expect(await metadataOf(run('TbGetTenantAttributeNode', { attrMapping: { region: 'tenantRegion' } }))).toMatchObject({ tenantRegion: 'EU' });
    });
});
