import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createWorld, type World } from './fixtures';

/**
 * An alarmDataCmd follows its page link's filter as ThingsBoard 3.3's TbAlarmDataSubCtx does: a
 * change that takes an alarm out of the filter sends the page again, new alarms outside the filter
 * or beyond the first page send nothing.
 */
let world: World;
type Json = Record<string, any>;

beforeAll(async () => {
    world = await createWorld();
});
afterAll(() => world.close());

const raised = async (body: Json): Promise<Json> => {
    const response = await world.api.post('/api/alarm', { status: 'ACTIVE_UNACK', ...body }, world.tenant.token);
    expect(response.status, response.text).toBe(200);
    return response.body;
};

/** A socket of the tenant's with one alarmDataCmd on a device; next() is its next message, none() says nothing came. */
const subscribed = async (device: Json, pageLink: Json) => {
    const socket = new WebSocket(`${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${world.tenant.token}`);
    const messages: Json[] = [];
    const waiting: Array<(message: Json) => void> = [];
    socket.on('message', data => {
        const message = JSON.parse(data.toString()) as Json;
        const waiter = waiting.shift();
        if (waiter) waiter(message);
        else messages.push(message);
    });
    await new Promise(resolve => socket.once('open', resolve));
    const next = () =>
        messages.length > 0
            ? Promise.resolve(messages.shift()!)
            : new Promise<Json>((resolve, reject) => {
                  const timer = setTimeout(() => reject(new Error('no message')), 2000);
                  waiting.push(message => {
                      clearTimeout(timer);
                      resolve(message);
                  });
              });
    const subscribe = (cmdId: number, link: Json) =>
        socket.send(JSON.stringify({ alarmDataCmds: [{ cmdId, query: { entityFilter: { type: 'singleEntity', singleEntity: device.id }, pageLink: { page: 0, pageSize: 10, sortOrder, ...link } } }] }));
    subscribe(1, pageLink);
    const first = await next();
    return { first, next, subscribe, close: () => socket.close() };
};

const sortOrder = { key: { type: 'ALARM_FIELD', key: 'createdTime' }, direction: 'DESC' };

const newDevice = async (name: string) => (await world.api.post('/api/device', { name, type: 'default' }, world.tenant.token)).body as Json;

describe('alarmDataCmds follow the page link filter', () => {
    it('sends an update while an alarm still matches the status filter (acknowledged), the page without it once it leaves (cleared)', async () => {
        const device = await newDevice('Filter ack');
        const alarm = await raised({ originator: device.id, type: 'Door', severity: 'MAJOR' });
        const live = await subscribed(device, { statusList: ['ACTIVE'] });
        expect(live.first.data.data.map((a: Json) => a.id.id)).toEqual([alarm.id.id]);

        // Still ACTIVE once acknowledged: an update of that alarm.
        await world.api.post(`/api/alarm/${alarm.id.id}/ack`, undefined, world.tenant.token);
        expect(await live.next()).toMatchObject({ data: null, update: [{ id: alarm.id, status: 'ACTIVE_ACK' }] });

        // Cleared, it leaves the ACTIVE filter: the page again, now empty.
        await world.api.post(`/api/alarm/${alarm.id.id}/clear`, undefined, world.tenant.token);
        expect(await live.next()).toMatchObject({ update: null, data: { totalElements: 0, data: [] } });
        live.close();
    });

    it('sends nothing for a new alarm outside the severity, type or status filter, and the page for one inside', async () => {
        const device = await newDevice('Filter new');
        const live = await subscribed(device, { severityList: ['CRITICAL'], typeList: ['Fire'], statusList: ['ACTIVE'] });
        expect(live.first.data.totalElements).toBe(0);
        await raised({ originator: device.id, type: 'Fire', severity: 'MINOR' });
        await raised({ originator: device.id, type: 'Smoke', severity: 'CRITICAL' });
        await raised({ originator: device.id, type: 'Flood', severity: 'CRITICAL', status: 'CLEARED_UNACK' });
        const fire = await raised({ originator: device.id, type: 'Fire', severity: 'CRITICAL' });
        // The next message is the page for this one: none came for the three before it.
        const page = await live.next();
        expect(page.data.data.map((a: Json) => a.id.id)).toEqual([fire.id.id]);
        live.close();
    });

    it('sends the page again when an alarm on it turns out older than the time window', async () => {
        const device = await newDevice('Filter window');
        const alarm = await raised({ originator: device.id, type: 'Aging', severity: 'CRITICAL' });
        const live = await subscribed(device, { timeWindow: 60_000 });
        expect(live.first.data.data.map((a: Json) => a.type)).toEqual(['Aging']);
        // Created an hour ago as far as the store knows; its next change finds it outside the last minute.
        world.server.app.ctx.database.sqlite.prepare('UPDATE alarm SET created_time = ? WHERE id = ?').run(Date.now() - 3_600_000, alarm.id.id);
        await world.api.post(`/api/alarm/${alarm.id.id}/ack`, undefined, world.tenant.token);
        expect(await live.next()).toMatchObject({ update: null, data: { totalElements: 0 } });
        live.close();
    });

    it('sends nothing for a new alarm to a subscription of a later page', async () => {
        const device = await newDevice('Filter page');
        const live = await subscribed(device, { page: 1 });
        // A first-page subscription on the same socket hears the alarm after the later page's (listeners run in order).
        live.subscribe(2, {});
        expect(await live.next()).toMatchObject({ cmdId: 2 });
        await raised({ originator: device.id, type: 'Fire', severity: 'CRITICAL' });
        expect(await live.next()).toMatchObject({ cmdId: 2, data: { totalElements: 1 } });
        live.close();
    });
});
