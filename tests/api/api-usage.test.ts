import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailCatcher } from '../support/smtp';
import { createWorld, type Session, type World } from './fixtures';

/**
 * API usage (ThingsBoard's ApiUsageState): per tenant and month the server counts what devices,
 * the rule engine, scripts, e-mail and alarms use, as time series of the tenant's API_USAGE_STATE
 * entity, and refuses a service once the tenant profile's limit is reached.
 */
let world: World;
let mail: MailCatcher;
type Json = Record<string, any>;
const ENGINE = 'org.thingsboard.rule.engine';
const node = (type: string, name: string, configuration: Record<string, unknown> = {}) => ({ type: `${ENGINE}.${type}`, name, debugMode: false, configuration, additionalInfo: { layoutX: 0, layoutY: 0 } });

beforeAll(async () => {
    world = await createWorld();
    mail = new MailCatcher();
    const port = await mail.start();
    const settings = world.server.app.ctx.settings;
    await settings.save('mail', { ...(await settings.get('mail')), smtpHost: '127.0.0.1', smtpPort: String(port) });
});
afterAll(async () => {
    await world.close();
    await mail.stop();
});

const ctx = () => world.server.app.ctx;
/** Everything pushed has gone through the rule engine, and the counters are written. */
const settle = async () => {
    await ctx().ruleEngine.settled();
    ctx().usage.flush();
};

async function usageStateOf(session: Session): Promise<string> {
    const found = await world.api.post('/api/entitiesQuery/find', { entityFilter: { type: 'apiUsageState' }, pageLink: { page: 0, pageSize: 10 } }, session.token);
    expect(found.body.totalElements).toBe(1);
    return found.body.data[0].entityId.id as string;
}

/** The latest value of each counter key (0 when never written), after settling. */
async function counters(session: Session, keys: string[]): Promise<Record<string, { ts: number; value: number }>> {
    await settle();
    const id = await usageStateOf(session);
    const latest = await world.api.get(`/api/plugins/telemetry/API_USAGE_STATE/${id}/values/timeseries?keys=${keys.join(',')}`, session.token);
    expect(latest.status, latest.text).toBe(200);
    return Object.fromEntries(keys.map(key => [key, { ts: latest.body[key]?.[0]?.ts ?? 0, value: Number(latest.body[key]?.[0]?.value ?? 0) }]));
}
const values = async (session: Session, keys: string[]) => Object.fromEntries(Object.entries(await counters(session, keys)).map(([key, entry]) => [key, entry.value]));
const delta = (after: Record<string, number>, before: Record<string, number>) => Object.fromEntries(Object.keys(after).map(key => [key, after[key]! - before[key]!]));

async function deviceWithToken(session: Session, name: string): Promise<string> {
    const created = await world.api.post('/api/device', { name }, session.token);
    const credentials = await world.api.get(`/api/device/${created.body.id.id}/credentials`, session.token);
    const token = `USAGE_${crypto.randomBytes(6).toString('hex')}`;
    await world.api.post('/api/device/credentials', { ...credentials.body, credentialsId: token }, session.token);
    return token;
}
const postTelemetry = (token: string, body: unknown) =>
    fetch(`${world.server.url}/api/v1/${token}/telemetry`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

async function limitTenant2(configuration: Record<string, number>): Promise<void> {
    const { api, sysadmin, tenant2 } = world;
    const profile = await api.post('/api/tenantProfile', { name: `Usage ${crypto.randomUUID()}`, profileData: { configuration: { type: 'DEFAULT', ...configuration } } }, sysadmin.token);
    const tenant = (await api.get(`/api/tenant/${tenant2.tenantId}`, sysadmin.token)).body;
    expect((await api.post('/api/tenant', { ...tenant, tenantProfileId: profile.body.id }, sysadmin.token)).status).toBe(200);
    // The service reads the new profile on its next flush.
    ctx().usage.flush();
}

const monthStart = () => {
    const now = new Date();
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
};

describe('counting', () => {
    it('counts device messages and data points, stored data points and rule-engine executions, per month and per hour', async () => {
        const { tenant2 } = world;
        const token = await deviceWithToken(tenant2, 'Usage device');
        const keys = ['transportMsgCount', 'transportDataPointsCount', 'storageDataPointsCount', 'ruleEngineExecutionCount', 'transportMsgCountHourly', 'transportDataPointsCountHourly'];
        const before = await values(tenant2, keys);
        expect((await postTelemetry(token, { temperature: 21, humidity: 40 })).status).toBe(200);
        expect((await postTelemetry(token, { temperature: 22 })).status).toBe(200);
        const after = await counters(tenant2, keys);
        const moved = delta(Object.fromEntries(Object.entries(after).map(([key, entry]) => [key, entry.value])), before);
        expect(moved).toMatchObject({ transportMsgCount: 2, transportDataPointsCount: 3, storageDataPointsCount: 3, transportMsgCountHourly: 2, transportDataPointsCountHourly: 3 });
        // The root chain: device profile node, message type switch, save timeseries: at least three per message.
        expect(moved.ruleEngineExecutionCount).toBeGreaterThanOrEqual(6);
        expect(after.transportMsgCount!.ts).toBe(monthStart());
        expect(after.transportMsgCountHourly!.ts % 3_600_000).toBe(0);
    });

    it('counts JavaScript executions and e-mails of the rule engine, and mails really go out', async () => {
        const { api, tenant2 } = world;
        const token = await deviceWithToken(tenant2, 'Mail device');
        // Active before the mail chain is root, so its ACTIVITY_EVENT does not go through the mail chain.
        expect((await postTelemetry(token, { temperature: 20 })).status).toBe(200);
        await settle();
        const previousRoot = ctx().database.sqlite.prepare("SELECT id FROM rule_chain WHERE tenant_id = ? AND root = 1 AND type = 'CORE'").pluck().get(tenant2.tenantId) as string;
        const chain = await api.post('/api/ruleChain', { name: 'Mail on telemetry' }, tenant2.token);
        const nodes = [
            node('transform.TbTransformMsgNode', 'Build mail', { jsScript: "return {msg: {to: 'usage@example.com', subject: 'Usage', body: 't=' + msg.temperature}, metadata: metadata, msgType: 'SEND_EMAIL'};" }),
            node('mail.TbSendEmailNode', 'Send', { useSystemSmtpSettings: true }),
        ];
        await api.post('/api/ruleChain/metadata', { ruleChainId: chain.body.id, firstNodeIndex: 0, nodes, connections: [{ fromIndex: 0, toIndex: 1, type: 'Success' }] }, tenant2.token);
        await api.post(`/api/ruleChain/${chain.body.id.id}/root`, {}, tenant2.token);
        const keys = ['jsExecutionCount', 'emailCount', 'ruleEngineExecutionCount'];
        const before = await values(tenant2, keys);
        expect((await postTelemetry(token, { temperature: 30 })).status).toBe(200);
        expect((await mail.waitFor('usage@example.com')).subject).toBe('Usage');
        expect(delta(await values(tenant2, keys), before)).toEqual({ jsExecutionCount: 1, emailCount: 1, ruleEngineExecutionCount: 2 });
        await api.post(`/api/ruleChain/${previousRoot}/root`, {}, tenant2.token);
    });

    it('counts created alarms, not updates of an open one', async () => {
        const { api, tenant2 } = world;
        const device = await api.post('/api/device', { name: 'Alarm usage device' }, tenant2.token);
        const before = await values(tenant2, ['createdAlarmsCount']);
        const alarm = { type: 'Overheat', originator: device.body.id, severity: 'MAJOR', status: 'ACTIVE_UNACK' };
        expect((await api.post('/api/alarm', alarm, tenant2.token)).status).toBe(200);
        expect((await api.post('/api/alarm', { ...alarm, severity: 'CRITICAL' }, tenant2.token)).status).toBe(200);
        expect(delta(await values(tenant2, ['createdAlarmsCount']), before)).toEqual({ createdAlarmsCount: 1 });
    });
});

describe('limits', () => {
    it('warns at warnThreshold, disables the transport at the limit (429, nothing stored) and enables it again when the limit is raised', async () => {
        const { api, tenant2, tenant } = world;
        const token = await deviceWithToken(tenant2, 'Limited device');
        const used = (await values(tenant2, ['transportMsgCount'])).transportMsgCount!;
        const id = await usageStateOf(tenant2);
        const state = async () => {
            await settle();
            const series = (await api.get(`/api/plugins/telemetry/API_USAGE_STATE/${id}/values/timeseries?keys=transportApiState,transportMsgLimit`, tenant2.token)).body;
            const attribute = (await api.get(`/api/plugins/telemetry/API_USAGE_STATE/${id}/values/attributes/SERVER_SCOPE?keys=transportApiState`, tenant2.token)).body;
            expect(attribute[0]?.value).toBe(series.transportApiState?.[0]?.value);
            return { state: series.transportApiState?.[0]?.value as string | undefined, limit: Number(series.transportMsgLimit?.[0]?.value) };
        };

        await limitTenant2({ maxTransportMessages: 2 * (used + 1), warnThreshold: 0.5 });
        expect((await postTelemetry(token, { step: 1 })).status).toBe(200);
        expect(await state()).toEqual({ state: 'WARNING', limit: 2 * (used + 1) });

        await limitTenant2({ maxTransportMessages: used + 2 });
        expect((await postTelemetry(token, { step: 2 })).status).toBe(200);
        expect((await state()).state).toBe('DISABLED');
        const refused = await postTelemetry(token, { step: 3 });
        expect(refused.status).toBe(429);
        expect(await refused.json()).toMatchObject({ status: 429, errorCode: 33, message: 'Transport is disabled due to API limits!' });
        expect((await values(tenant2, ['transportMsgCount'])).transportMsgCount).toBe(used + 2);

        // Another tenant's devices are not affected.
        const demoToken = await deviceWithToken(tenant, 'Unlimited device');
        expect((await postTelemetry(demoToken, { step: 3 })).status).toBe(200);

        await limitTenant2({ maxTransportMessages: 0 });
        expect((await state()).state).toBe('ENABLED');
        expect((await postTelemetry(token, { step: 4 })).status).toBe(200);
    });

    it('refuses stored data points over the REST API once the storage limit is reached', async () => {
        const { api, tenant2 } = world;
        const device = await api.post('/api/device', { name: 'Storage device' }, tenant2.token);
        const used = (await values(tenant2, ['storageDataPointsCount'])).storageDataPointsCount!;
        await limitTenant2({ maxDPStorageDays: used + 2 });
        const save = (body: Json) => api.post(`/api/plugins/telemetry/DEVICE/${device.body.id.id}/timeseries/ANY`, body, tenant2.token);
        expect((await save({ a: 1, b: 2 })).status).toBe(200);
        const refused = await save({ c: 3 });
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe('DB storage writes are disabled due to API limits!');
        await limitTenant2({ maxDPStorageDays: 0 });
    });
});

describe('rule engine limit', () => {
    it('accepts device messages but runs no rule chain once the rule-engine executions are used up', async () => {
        const { api, tenant2 } = world;
        const token = await deviceWithToken(tenant2, 'Engine limited device');
        const device = (await api.get('/api/tenant/devices?deviceName=Engine%20limited%20device', tenant2.token)).body;
        // The device's ENTITY_CREATED and its first activity go through the chain too: let them finish first.
        expect((await postTelemetry(token, { warmup: 1 })).status).toBe(200);
        await settle();
        const used = (await values(tenant2, ['ruleEngineExecutionCount'])).ruleEngineExecutionCount!;
        await limitTenant2({ maxREExecutions: used });
        expect((await postTelemetry(token, { probe: 1 })).status).toBe(200);
        await settle();
        const stored = await api.get(`/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=probe`, tenant2.token);
        expect(stored.body.probe[0].value).toBeNull();
        expect((await values(tenant2, ['ruleEngineExecutionCount'])).ruleEngineExecutionCount).toBe(used);
        await limitTenant2({ maxREExecutions: 0 });
        expect((await postTelemetry(token, { probe: 2 })).status).toBe(200);
        await settle();
        expect((await api.get(`/api/plugins/telemetry/DEVICE/${device.id.id}/values/timeseries?keys=probe`, tenant2.token)).body.probe[0].value).toBe('2');
    });
});

describe('isolation', () => {
    it('each tenant admin sees only its own usage state; customers see none', async () => {
        const { api, tenant, tenant2, customer } = world;
        const own = await usageStateOf(tenant);
        const other = await usageStateOf(tenant2);
        expect(own).not.toBe(other);
        expect((await api.get(`/api/plugins/telemetry/API_USAGE_STATE/${other}/values/timeseries?keys=transportMsgCount`, tenant.token)).status).toBe(403);
        const found = await api.post('/api/entitiesQuery/find', { entityFilter: { type: 'apiUsageState' }, pageLink: { page: 0, pageSize: 10 } }, customer.token);
        expect(found.body.totalElements).toBe(0);
    });
});
