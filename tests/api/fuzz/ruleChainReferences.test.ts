// Rule chains against the tenant boundary (issue #20.1 and .7): tenant 1 saves chains of every node
// kind whose configurations are filled with tenant 2's entity ids and types, and pushes messages
// whose originator or body names tenant 2's entities through them. Whatever the draw:
//   - a save answers 200 or ThingsBoard's 400, never 200 for a configuration whose entity field
//     (a generator's originator, check relation's entity, a rule chain node's target) is tenant 2's;
//   - tenant 2's telemetry, attributes, alarms and relations stay as they were;
//   - nothing of tenant 2 (its device's label, its attribute values) shows in tenant 1's debug events.
//   FUZZ_RUNS=200 npx vitest run --project api tests/api/fuzz/ruleChainReferences.test.ts
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMsg } from '../../../server/ruleEngine/message';
import { GENERATOR_NODE, RULE_NODE_KINDS } from '../../../server/ruleEngine/nodes/catalogue';
import { createFuzzWorld, type FuzzWorld } from './fuzzWorld';

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 2001);
const SECRET = 'secret-of-tenant-2';

type Json = Record<string, any>;
type Ref = { entityType: string; id: string };

/** The configuration fields that name an entity, by ThingsBoard's node configurations. */
const ENTITY_FIELDS: Record<string, Array<{ type: string | null; id: string; when?: (config: Json) => boolean }>> = {
    [GENERATOR_NODE]: [{ type: 'originatorType', id: 'originatorId' }],
    'org.thingsboard.rule.engine.filter.TbCheckRelationNode': [{ type: 'entityType', id: 'entityId', when: config => config.checkForSingleEntity !== false }],
    'org.thingsboard.rule.engine.flow.TbRuleChainInputNode': [{ type: null, id: 'ruleChainId' }],
};
const MSG_TYPES = ['POST_TELEMETRY_REQUEST', 'POST_ATTRIBUTES_REQUEST', 'RPC_CALL_FROM_SERVER_TO_DEVICE', 'TO_SERVER_RPC_REQUEST', 'ALARM', 'ENTITY_CREATED'];

let world: FuzzWorld;
let tenant1: string;
let tenant2: string;
let ownDevice: Ref;
let foreign: Ref[];

beforeAll(async () => {
    world = await createFuzzWorld();
    const { api, tenant, tenant2: second } = world.world;
    tenant1 = tenant.tenantId;
    tenant2 = second.tenantId;
    const t2Device = world.idsOfType.DEVICE!.find(id => world.tenant2Secrets.includes(id))!;
    await api.post(`/api/plugins/telemetry/DEVICE/${t2Device}/attributes/SERVER_SCOPE`, { t2secret: `${SECRET}-attribute` }, second.token);
    const sqlite = world.world.server.app.ctx.database.sqlite;
    ownDevice = { entityType: 'DEVICE', id: sqlite.prepare('SELECT id FROM device WHERE tenant_id = ? LIMIT 1').pluck().get(tenant1) as string };
    foreign = Object.entries(world.idsOfType)
        .filter(([type]) => ['DEVICE', 'ASSET', 'CUSTOMER', 'TENANT', 'ENTITY_VIEW', 'RULE_CHAIN', 'DASHBOARD', 'USER', 'EDGE', 'ALARM'].includes(type))
        .flatMap(([entityType, ids]) => ids.filter(id => world.tenant2Secrets.includes(id)).map(id => ({ entityType, id })));
    foreign.push({ entityType: 'TENANT', id: tenant2 });
}, 60_000);
afterAll(() => world.world.close());

/** A digest of everything tenant 2 keeps about its entities that a rule chain could write. */
function stateOfTenant2(): string {
    const sqlite = world.world.server.app.ctx.database.sqlite;
    const ids = world.tenant2Secrets;
    const marks = ids.map(() => '?').join(',');
    const rows = [
        sqlite.prepare(`SELECT * FROM attribute_kv WHERE entity_id IN (${marks}) ORDER BY entity_id, attribute_type, attribute_key`).all(...ids),
        sqlite.prepare(`SELECT s.entity_id, s.key, k.* FROM ts_kv k JOIN ts_kv_series s ON s.id = k.series_id WHERE s.entity_id IN (${marks}) ORDER BY s.entity_id, s.key, k.ts`).all(...ids),
        sqlite.prepare(`SELECT * FROM alarm WHERE originator_id IN (${marks}) OR tenant_id = ? ORDER BY id`).all(...ids, tenant2),
        sqlite.prepare(`SELECT * FROM relation WHERE from_id IN (${marks}) OR to_id IN (${marks}) ORDER BY from_id, to_id, relation_type`).all(...ids, ...ids),
    ];
    return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/** Tenant 1's debug events as text. */
function debugOfTenant1(): string {
    const sqlite = world.world.server.app.ctx.database.sqlite;
    return JSON.stringify(sqlite.prepare("SELECT * FROM event WHERE tenant_id = ? AND event_type = 'DEBUG_RULE_NODE'").all(tenant1));
}

const kinds = RULE_NODE_KINDS.filter(kind => kind.clazz !== 'org.thingsboard.rule.engine.flow.TbRuleChainOutputNode');
const configKeys = [...new Set([...kinds.flatMap(kind => Object.keys(kind.defaultConfiguration)), ...Object.values(ENTITY_FIELDS).flat().flatMap(field => [field.id, field.type ?? 'ruleChainId'])])];

function caseArbitrary() {
    const ref = fc.constantFrom(...foreign);
    const loose = fc.oneof(ref.map(r => r.id), ref, ref.map(r => r.entityType), fc.constant(null), fc.boolean());
    return fc.record({
        kind: fc.constantFrom(...kinds),
        // Entity fields get a whole reference (type and id) of tenant 2, other fields anything.
        refs: fc.array(ref, { minLength: 1, maxLength: 3 }),
        extra: fc.dictionary(fc.constantFrom(...configKeys), loose, { maxKeys: 3 }),
        messages: fc.array(
            fc.record({
                originator: fc.oneof(ref, fc.constant(ownDevice)),
                type: fc.constantFrom(...MSG_TYPES),
                // Bodies that name tenant 2's entities where nodes look for them (alarm originator, RPC method).
                body: fc.oneof(ref.map(r => ({ originator: r, temperature: 1 })), fc.constant({ method: 'reboot', params: '{}', temperature: 2 }), ref.map(r => ({ id: { id: r.id }, originator: r }))),
            }),
            { minLength: 1, maxLength: 3 },
        ),
    });
}

describe('rule chains of tenant 1 that name tenant 2', () => {
    it('never save a foreign entity field, never change tenant 2, never show its data to tenant 1', async () => {
        const { api, tenant } = world.world;
        const engine = world.world.server.app.ctx.ruleEngine;
        const chainId = (await api.post('/api/ruleChain', { name: 'Fuzzed references' }, tenant.token)).body.id.id as string;
        const property = fc.asyncProperty(caseArbitrary(), async ({ kind, refs, extra, messages }) => {
            const configuration: Json = { ...kind.defaultConfiguration, ...extra };
            for (const [index, field] of (ENTITY_FIELDS[kind.clazz] ?? []).entries()) {
                const named = refs[index % refs.length]!;
                configuration[field.id] = named.id;
                if (field.type) configuration[field.type] = named.entityType;
            }
            if (kind.clazz === GENERATOR_NODE) configuration.periodInSeconds = 3600;
            const before = stateOfTenant2();
            const nodes = [
                { type: kind.clazz, name: 'Fuzzed', debugMode: true, configuration, additionalInfo: null },
                { type: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', name: 'Save', debugMode: true, configuration: { defaultTTL: 0 }, additionalInfo: null },
                { type: 'org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode', name: 'Save attributes', debugMode: true, configuration: { scope: 'SHARED_SCOPE' }, additionalInfo: null },
            ];
            const connections = ['Success', 'True', 'False', 'Created', 'Updated', 'Failure'].flatMap(type => [{ fromIndex: 0, toIndex: 1, type }, { fromIndex: 0, toIndex: 2, type }]);
            const saved = await api.post('/api/ruleChain/metadata', { ruleChainId: { entityType: 'RULE_CHAIN', id: chainId }, firstNodeIndex: 0, nodes, connections }, tenant.token);
            if (saved.status !== 200 && saved.status !== 400) throw new Error(`save answered ${saved.status}: ${saved.text}`);
            if (saved.status === 400 && saved.body?.errorCode !== 31) throw new Error(`save answered a 400 that is not ThingsBoard's: ${saved.text}`);
            if (saved.status === 200) {
                for (const field of ENTITY_FIELDS[kind.clazz] ?? []) {
                    if (field.when && !field.when(configuration)) continue;
                    if (world.tenant2Secrets.includes(configuration[field.id])) throw new Error(`saved ${kind.name} naming tenant 2's ${configuration[field.id]}`);
                }
                for (const message of messages) {
                    await engine.push(tenant1, newMsg({ type: message.type, originator: message.originator, data: JSON.stringify(message.body), metadata: { requestId: '1', requestUUID: 'fuzz', expirationTime: String(Date.now() + 200) } }), chainId);
                }
                await engine.settled();
            }
            if (stateOfTenant2() !== before) throw new Error(`tenant 2's data changed (${kind.name}, ${JSON.stringify(configuration).slice(0, 300)})`);
            if (debugOfTenant1().includes(SECRET)) throw new Error(`tenant 2's data in tenant 1's debug events (${kind.name})`);
        });
        const details = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
        if (details.failed) throw new Error(`seed ${SEED}, run ${details.numRuns}: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`);
        expect(details.numRuns).toBe(RUNS);
    }, 180_000);
});
