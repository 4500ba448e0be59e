// The cases of ThingsBoard 3.3.4's BaseWebsocketApiTest, and the WebSocket refusals of its
// DefaultTelemetryWebSocketService, against our server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Caller, type Harness } from './harness';
import { WsClient, type WsMessage } from './wsClient';

let tb: Harness;

beforeAll(async () => {
    tb = await startHarness();
});
afterAll(async () => tb?.close());

/** Each case in a tenant of its own with one device "Device" of type default, as ThingsBoard's test sets up. */
async function setup(): Promise<{ admin: Caller; device: { entityType: string; id: string }; ws: WsClient }> {
    const admin = await tb.differentTenant('WebSocket tenant');
    const device = (await admin.save('/api/device', { name: 'Device', type: 'default', label: `testLabel${Math.floor(Math.random() * 1000)}` })).id;
    return { admin, device, ws: await WsClient.open(tb.server.url, admin.token) };
}

const deviceTypeFilter = (deviceType = 'default') => ({ type: 'deviceType', deviceType, deviceNameFilter: 'D' });
const query = (latestValues: object[] = []) => ({ entityFilter: deviceTypeFilter(), pageLink: { pageSize: 1, page: 0 }, entityFields: [], latestValues, keyFilters: [] });
const tsKey = (key: string) => ({ type: 'TIME_SERIES', key });

async function sendTelemetry(admin: Caller, device: { id: string }, points: Array<{ ts: number; values: Record<string, unknown> }>) {
    const answer = await admin.post(`/api/plugins/telemetry/DEVICE/${device.id}/timeseries/ANY`, points);
    expect(answer.status, answer.text).toBe(200);
}

async function sendAttributes(admin: Caller, device: { id: string }, scope: string, values: Record<string, unknown>) {
    const answer = await admin.post(`/api/plugins/telemetry/DEVICE/${device.id}/attributes/${scope}`, values);
    expect(answer.status, answer.text).toBe(200);
}

const entityIdOf = (data: WsMessage) => data.entityId;

describe('BaseWebsocketApiTest (ThingsBoard 3.3.4)', () => {
    it('testEntityDataHistoryWsCmd: an empty history first; the same command again answers the points in update', async () => {
        const { admin, device, ws } = await setup();
        const now = Date.now();
        const historyCmd = { keys: ['temperature'], agg: 'NONE', limit: 1000, startTs: now - 3_600_000, endTs: now };
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query(), historyCmd }] });
        const first = await ws.next();
        expect(first.cmdId).toBe(1);
        expect(first.data.data).toHaveLength(1);
        expect(entityIdOf(first.data.data[0])).toEqual(device);
        expect(first.data.data[0].timeseries.temperature).toEqual([]);

        const points = [1, 2, 3].map(minutes => ({ ts: now - minutes * 60_000, values: { temperature: 42 } }));
        await sendTelemetry(admin, device, points);
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query(), historyCmd }] });
        const second = await ws.next();
        expect(second.cmdId).toBe(1);
        expect(second.update).toHaveLength(1);
        expect(entityIdOf(second.update[0])).toEqual(device);
        expect(second.update[0].timeseries.temperature).toEqual(points.map(point => ({ ts: point.ts, value: '42' })));
        ws.close();
    });

    it('testEntityDataTimeSeriesWsCmd: a time series command answers the window, then each new point', async () => {
        const { admin, device, ws } = await setup();
        const now = Date.now();
        const tsCmd = { keys: ['temperature'], startTs: now - 3_600_000, timeWindow: 3_600_000, interval: 1000, limit: 1000, agg: 'NONE' };
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query(), tsCmd }] });
        const first = await ws.next();
        expect([first.cmdId, first.data.data.length, entityIdOf(first.data.data[0])]).toEqual([1, 1, device]);

        const points = [1, 2, 3].map(minutes => ({ ts: now - minutes * 60_000, values: { temperature: 42 } }));
        await sendTelemetry(admin, device, points);
        // The subscription is live: the points come as an update (ThingsBoard's test client skips it).
        const pushed = await ws.next();
        expect(pushed.update[0].timeseries.temperature).toEqual(points.map(point => ({ ts: point.ts, value: '42' })));
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query(), tsCmd }] });
        const second = await ws.next();
        expect(second.cmdId).toBe(1);
        expect(entityIdOf(second.update[0])).toEqual(device);
        expect(second.update[0].timeseries.temperature).toEqual(points.map(point => ({ ts: point.ts, value: '42' })));

        const fourth = { ts: Date.now(), values: { temperature: 52 } };
        await sendTelemetry(admin, device, [fourth]);
        const live = await ws.next();
        expect(live.cmdId).toBe(1);
        expect(entityIdOf(live.update[0])).toEqual(device);
        expect(live.update[0].timeseries.temperature[0]).toEqual({ ts: fourth.ts, value: '52' });
        ws.close();
    });

    it('testEntityCountWsCmd: counts by device type, and by an attribute key filter', async () => {
        const { admin, device, ws } = await setup();
        await sendAttributes(admin, device, 'SERVER_SCOPE', { temperature: 42 });
        const count = async (cmdId: number, deviceType: string, keyFilters: object[] = []) => {
            ws.send({ entityCountCmds: [{ cmdId, query: { entityFilter: deviceTypeFilter(deviceType), keyFilters } }] });
            const answer = await ws.next();
            expect(answer.cmdId).toBe(cmdId);
            return answer.count;
        };
        const above = (value: number) => [{ key: { type: 'ATTRIBUTE', key: 'temperature' }, valueType: 'NUMERIC', predicate: { type: 'NUMERIC', operation: 'GREATER', value: { defaultValue: value } } }];
        expect(await count(1, 'default')).toBe(1);
        expect(await count(2, 'non-existing-device-type')).toBe(0);
        expect(await count(3, 'default', above(40))).toBe(1);
        expect(await count(4, 'default', above(50))).toBe(0);
        ws.close();
    });

    it('testEntityDataLatestWidgetFlow: an unset key is ts 0 and ""; a latestCmd on the same cmdId answers the value; newer points follow, older and repeated ones do not', async () => {
        const { admin, device, ws } = await setup();
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query([tsKey('temperature')]) }] });
        const first = await ws.next();
        expect(first.cmdId).toBe(1);
        expect(entityIdOf(first.data.data[0])).toEqual(device);
        expect(first.data.data[0].latest.TIME_SERIES.temperature).toEqual({ ts: 0, value: '' });

        const point1 = { ts: Date.now() - 60_000, values: { temperature: 42 } };
        await sendTelemetry(admin, device, [point1]);
        ws.send({ entityDataCmds: [{ cmdId: 1, latestCmd: { keys: [tsKey('temperature')] } }] });
        const latest = await ws.next();
        expect(latest.cmdId).toBe(1);
        expect(entityIdOf(latest.update[0])).toEqual(device);
        expect(latest.update[0].latest.TIME_SERIES.temperature).toEqual({ ts: point1.ts, value: '42' });

        const point2 = { ts: Date.now(), values: { temperature: 52 } };
        await sendTelemetry(admin, device, [point2]);
        const live = await ws.next();
        expect(live.update[0].latest.TIME_SERIES.temperature).toEqual({ ts: point2.ts, value: '52' });

        await sendTelemetry(admin, device, [point1]);
        await ws.expectNothingBefore(90);
        await sendTelemetry(admin, device, [point2]);
        await ws.expectNothingBefore(91);
        ws.close();
    });

    it('testEntityDataLatestTsWsCmd: a latestCmd with the query answers the value and then newer points only', async () => {
        const { admin, device, ws } = await setup();
        const point1 = { ts: Date.now() - 60_000, values: { temperature: 42 } };
        await sendTelemetry(admin, device, [point1]);
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query(), latestCmd: { keys: [tsKey('temperature')] } }] });
        const first = await ws.next();
        expect(first.cmdId).toBe(1);
        expect(entityIdOf(first.data.data[0])).toEqual(device);
        expect(first.data.data[0].latest.TIME_SERIES.temperature).toEqual({ ts: point1.ts, value: '42' });

        const point2 = { ts: Date.now(), values: { temperature: 52 } };
        await sendTelemetry(admin, device, [point2]);
        const live = await ws.next();
        expect(live.update[0].latest.TIME_SERIES.temperature).toEqual({ ts: point2.ts, value: '52' });

        await sendTelemetry(admin, device, [point1]);
        await ws.expectNothingBefore(90);
        await sendTelemetry(admin, device, [point2]);
        await ws.expectNothingBefore(91);
        ws.close();
    });

    it('testEntityDataLatestAttrWsCmd: a server attribute, unset then set twice (REST writes attributes at the time of the call, so the older-timestamp step of the original does not apply)', async () => {
        const { admin, device, ws } = await setup();
        const key = { type: 'SERVER_ATTRIBUTE', key: 'serverAttributeKey' };
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query(), latestCmd: { keys: [key] } }] });
        const first = await ws.next();
        expect(first.data.data[0].latest.SERVER_ATTRIBUTE.serverAttributeKey).toEqual({ ts: 0, value: '' });

        await sendAttributes(admin, device, 'SERVER_SCOPE', { serverAttributeKey: 42 });
        const set = await ws.next();
        expect(set.cmdId).toBe(1);
        expect(entityIdOf(set.update[0])).toEqual(device);
        expect(set.update[0].latest.SERVER_ATTRIBUTE.serverAttributeKey).toEqual({ ts: expect.any(Number), value: '42' });

        await sendAttributes(admin, device, 'SERVER_SCOPE', { serverAttributeKey: 52 });
        const changed = await ws.next();
        expect(changed.update[0].latest.SERVER_ATTRIBUTE.serverAttributeKey.value).toBe('52');
        ws.close();
    });

    it('testEntityDataLatestAttrTypesWsCmd: server, client, shared and any-scope attribute keys each report their own scope', async () => {
        const { admin, device, ws } = await setup();
        const keys = [
            { type: 'SERVER_ATTRIBUTE', key: 'serverAttributeKey' },
            { type: 'CLIENT_ATTRIBUTE', key: 'clientAttributeKey' },
            { type: 'SHARED_ATTRIBUTE', key: 'sharedAttributeKey' },
            { type: 'ATTRIBUTE', key: 'anyAttributeKey' },
        ];
        ws.send({ entityDataCmds: [{ cmdId: 1, query: query(), latestCmd: { keys } }] });
        const first = await ws.next();
        const latest = first.data.data[0].latest;
        for (const { type, key } of keys) expect(latest[type][key]).toEqual({ ts: 0, value: '' });

        await sendAttributes(admin, device, 'SERVER_SCOPE', { serverAttributeKey: 42 });
        expect((await ws.next()).update[0].latest.SERVER_ATTRIBUTE.serverAttributeKey.value).toBe('42');
        await sendAttributes(admin, device, 'SHARED_SCOPE', { sharedAttributeKey: 43 });
        expect((await ws.next()).update[0].latest.SHARED_ATTRIBUTE.sharedAttributeKey.value).toBe('43');
        await sendAttributes(admin, device, 'SERVER_SCOPE', { anyAttributeKey: 44 });
        expect((await ws.next()).update[0].latest.ATTRIBUTE.anyAttributeKey.value).toBe('44');
        ws.close();
    });
});

describe("DefaultTelemetryWebSocketService's refusals (ThingsBoard 3.3.4)", () => {
    const refusal = (subscriptionId: number, errorCode: number, errorMsg: string) => ({ subscriptionId, errorCode, errorMsg, data: null, latestValues: {} });

    it('a frame that is not a command: subscriptionId 0, errorCode 2, "Failed to parse websocket command!"', async () => {
        const { ws } = await setup();
        ws.send('{not json');
        expect(await ws.next()).toEqual(refusal(0, 2, 'Failed to parse websocket command!'));
        ws.close();
    });

    it('a negative cmdId: errorCode 2, "Cmd id is negative value!", for entity data, alarm data and count commands', async () => {
        const { ws } = await setup();
        ws.send({ entityDataCmds: [{ cmdId: -1, query: query() }] });
        expect(await ws.next()).toEqual(refusal(-1, 2, 'Cmd id is negative value!'));
        ws.send({ alarmDataCmds: [{ cmdId: -2, query: query() }] });
        expect(await ws.next()).toEqual(refusal(-2, 2, 'Cmd id is negative value!'));
        ws.send({ entityCountCmds: [{ cmdId: -3, query: { entityFilter: deviceTypeFilter() } }] });
        expect(await ws.next()).toEqual(refusal(-3, 2, 'Cmd id is negative value!'));
        ws.close();
    });

    it('nothing to do: errorCode 2, "Query is empty!" (entity data without query or sub-command; alarm data and count without query)', async () => {
        const { ws } = await setup();
        ws.send({ entityDataCmds: [{ cmdId: 1 }] });
        expect(await ws.next()).toEqual(refusal(1, 2, 'Query is empty!'));
        ws.send({ alarmDataCmds: [{ cmdId: 2 }] });
        expect(await ws.next()).toEqual(refusal(2, 2, 'Query is empty!'));
        ws.send({ entityCountCmds: [{ cmdId: 3 }] });
        expect(await ws.next()).toEqual(refusal(3, 2, 'Query is empty!'));
        ws.close();
    });

    it('v1 commands without an entity: "Device id is empty!"; a history command without keys: "Keys are empty!"', async () => {
        const { device, ws } = await setup();
        ws.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: '', keys: 'temperature' }] });
        expect(await ws.next()).toEqual(refusal(1, 2, 'Device id is empty!'));
        ws.send({ attrSubCmds: [{ cmdId: 2, entityType: 'DEVICE', keys: 'temperature' }] });
        expect(await ws.next()).toEqual(refusal(2, 2, 'Device id is empty!'));
        ws.send({ historyCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: device.id, keys: '', startTs: 0, endTs: 1 }] });
        expect(await ws.next()).toEqual(refusal(3, 2, 'Keys are empty!'));
        ws.close();
    });

    it("another tenant's device: errorCode 1 with the command's own text, nothing about the device", async () => {
        const { device } = await setup();
        const other = await setup();
        other.ws.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device.id, keys: 'temperature' }] });
        expect(await other.ws.next()).toEqual(refusal(1, 1, 'Failed to fetch data!'));
        other.ws.send({ attrSubCmds: [{ cmdId: 2, entityType: 'DEVICE', entityId: device.id }] });
        expect(await other.ws.next()).toEqual(refusal(2, 1, 'Failed to fetch attributes!'));
        other.ws.send({ historyCmds: [{ cmdId: 3, entityType: 'DEVICE', entityId: device.id, keys: 'temperature', startTs: 0, endTs: 1 }] });
        expect(await other.ws.next()).toEqual(refusal(3, 1, 'Failed to fetch data!'));
        other.ws.close();
    });

    it('v1 updates carry latestValues, the time of each key\'s last point', async () => {
        const { admin, device, ws } = await setup();
        await sendTelemetry(admin, device, [{ ts: 1000, values: { temperature: 20 } }]);
        ws.send({ tsSubCmds: [{ cmdId: 1, entityType: 'DEVICE', entityId: device.id, keys: 'temperature' }] });
        expect(await ws.next()).toEqual({ subscriptionId: 1, errorCode: 0, errorMsg: null, data: { temperature: [[1000, '20']] }, latestValues: { temperature: 1000 } });
        ws.close();
    });
});
