import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createEntityCountFeed } from '../../src/dashboard/subscriptions/entityCountFeed';
import { createEntityDataFeed, type EntityDataFeedOptions } from '../../src/dashboard/subscriptions/entityDataFeed';
import type { WidgetDataFeed, WidgetDataSnapshot } from '../../src/dashboard/model/widgetData';
import { createTelemetrySocket, type SocketLike } from '../../src/lib/telemetrySocket';
import { createWorld, type World } from './fixtures';

/** The dashboard's data feeds in Node against a real server and a real `ws` socket (reference §5). */
let world: World;
const ids: Record<string, string> = {};

/** A console telemetry socket for a token, recording every frame it sends. */
const openSocket = (token: string) => {
    const frames: Array<Record<string, unknown>> = [];
    const socket = createTelemetrySocket(() => {
        const ws = new WebSocket(`${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${token}`);
        const send = ws.send.bind(ws);
        ws.send = ((data: string) => {
            frames.push(JSON.parse(data) as Record<string, unknown>);
            send(data);
        }) as typeof ws.send;
        return ws as unknown as SocketLike;
    });
    return { socket, frames };
};

/** Keeps a feed's snapshots and waits for one that passes a test. */
const watch = (feed: WidgetDataFeed) => {
    const heard: WidgetDataSnapshot[] = [];
    let wake: (() => void) | null = null;
    feed.subscribe(snapshot => {
        heard.push(snapshot);
        wake?.();
    });
    const until = async (test: (snapshot: WidgetDataSnapshot) => boolean, timeoutMs = 3000): Promise<WidgetDataSnapshot> => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            const found = heard.find(test);
            if (found) return found;
            if (Date.now() > deadline) throw new Error(`no matching snapshot; last ${JSON.stringify(heard.at(-1))}`);
            await new Promise<void>(resolve => {
                const timer = setTimeout(resolve, 50);
                wake = () => {
                    clearTimeout(timer);
                    resolve();
                };
            });
        }
    };
    return { heard, until };
};

const post = (deviceId: string, body: unknown) => world.api.post(`/api/plugins/telemetry/DEVICE/${deviceId}/timeseries/ANY`, body, world.tenant.token);
const device = (name: string) => ({ type: 'singleEntity' as const, singleEntity: { entityType: 'DEVICE' as const, id: ids[name]! } });
const pointsOf = (snapshot: WidgetDataSnapshot, name: string) => snapshot.data.find(entry => entry.dataKey.name === name)?.data ?? [];

const feedOptions = (socket: EntityDataFeedOptions['socket'], options: Partial<EntityDataFeedOptions>): EntityDataFeedOptions => ({
    entityFilter: device('Thermostat T1'),
    pageSize: 10,
    datasource: { type: 'entity', entityAliasId: 'a', dataKeys: [{ name: 'subsTemp', type: 'timeseries' }] },
    widgetKind: 'timeseries',
    maxDatapoints: 500,
    socket,
    ...options,
});

beforeAll(async () => {
    world = await createWorld();
    for (const row of world.server.app.ctx.database.sqlite.prepare('SELECT id, name FROM device').all() as Array<{ id: string; name: string }>) ids[row.name] = row.id;
});
afterAll(() => world.close());

describe('entity data feeds over the WebSocket', () => {
    it('a realtime feed shows the window, then a newly posted point, and stop() unsubscribes', async () => {
        const start = Date.now();
        await post(ids['Thermostat T1']!, [{ ts: start - 5000, values: { subsTemp: 20.5 } }, { ts: start - 120_000, values: { subsTemp: 1 } }]);
        const { socket, frames } = openSocket(world.tenant.token);
        const feed = createEntityDataFeed(feedOptions(socket, {
            timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 200 } },
        }));
        const { until, heard } = watch(feed);
        const first = await until(snapshot => !snapshot.loading);
        expect(first.data[0]!.datasource).toMatchObject({ entityName: 'Thermostat T1', entityType: 'DEVICE', entityId: ids['Thermostat T1'], rowKey: `DEVICE:${ids['Thermostat T1']}` });
        expect(pointsOf(first, 'subsTemp')).toEqual([[start - 5000, 20.5]]);

        const now = Date.now();
        await post(ids['Thermostat T1']!, { ts: now, values: { subsTemp: 22 } });
        const live = await until(snapshot => pointsOf(snapshot, 'subsTemp').length === 2);
        expect(pointsOf(live, 'subsTemp')).toEqual([[start - 5000, 20.5], [now, 22]]);

        const [subscribe] = frames as Array<{ entityDataCmds: Array<{ cmdId: number; tsCmd: object }> }>;
        const { cmdId } = subscribe!.entityDataCmds[0]!;
        expect(subscribe!.entityDataCmds[0]!.tsCmd).toMatchObject({ keys: ['subsTemp'], interval: 1000, limit: 200, agg: 'NONE' });
        feed.stop();
        expect(frames.at(-1)).toEqual({ entityDataUnsubscribeCmds: [{ cmdId }] });
        const heardBefore = heard.length;
        // A feed stopped before its socket opened never sends a command at all.
        const early = openSocket(world.tenant.token);
        createEntityDataFeed(feedOptions(early.socket, { timewindow: { selectedTab: 0, realtime: { timewindowMs: 60_000 } } })).stop();
        await post(ids['Thermostat T1']!, { ts: Date.now(), values: { subsTemp: 23 } });
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(heard).toHaveLength(heardBefore);
        expect(early.frames).toEqual([]);
    });

    it('a history feed gets AVG buckets stamped with their middle, once', async () => {
        const base = Date.UTC(2026, 0, 1);
        const points = [[10_000, 1], [20_000, 2], [30_000, 3], [70_000, 10], [80_000, 20]].map(([at, value]) => ({ ts: base + at!, values: { subsHist: value } }));
        await post(ids['Thermostat T2']!, points);
        const { socket, frames } = openSocket(world.tenant.token);
        const feed = createEntityDataFeed(feedOptions(socket, {
            entityFilter: device('Thermostat T2'),
            datasource: { type: 'entity', dataKeys: [{ name: 'subsHist', type: 'timeseries' }] },
            // Seven minutes: a minute is the coarsest grouping the window allows (window/7).
            timewindow: { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: base, endTimeMs: base + 420_000 }, interval: 60_000 }, aggregation: { type: 'AVG' } },
        }));
        const { until } = watch(feed);
        const answer = await until(snapshot => !snapshot.loading);
        expect(pointsOf(answer, 'subsHist')).toEqual([[base + 30_000, 2], [base + 90_000, 15]]);
        expect(frames[0]).toMatchObject({ entityDataCmds: [{ historyCmd: { startTs: base, endTs: base + 420_000, interval: 60_000, limit: 7, agg: 'AVG' } }] });
        feed.stop();
    });

    it('an aggregated realtime feed folds live points into the current bucket', async () => {
        const { socket } = openSocket(world.tenant.token);
        const feed = createEntityDataFeed(feedOptions(socket, {
            entityFilter: device('Thermostat T2'),
            datasource: { type: 'entity', dataKeys: [{ name: 'subsAgg', type: 'timeseries' }] },
            timewindow: { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 3_600_000, interval: 3_600_000 / 7 }, aggregation: { type: 'MAX' } },
        }));
        const { until } = watch(feed);
        await until(snapshot => !snapshot.loading);
        const now = Date.now();
        await post(ids['Thermostat T2']!, [{ ts: now - 1, values: { subsAgg: 4 } }, { ts: now, values: { subsAgg: 9 } }]);
        const live = await until(snapshot => pointsOf(snapshot, 'subsAgg').some(([, value]) => value === 9));
        expect(pointsOf(live, 'subsAgg')).toHaveLength(1);
        feed.stop();
    });

    it('a latest feed reads attributes and time series of every entity of the filter, within the caller’s own entities', async () => {
        const latest = (token: string) => {
            const { socket } = openSocket(token);
            return createEntityDataFeed(feedOptions(socket, {
                entityFilter: { type: 'entityType', entityType: 'DEVICE' },
                pageSize: 100,
                widgetKind: 'latest',
                datasource: { type: 'entity', dataKeys: [{ name: 'subsLatest', type: 'timeseries' }, { name: 'active', type: 'attribute' }] },
            }));
        };
        const customerFeed = latest(world.customer.token);
        const otherTenantFeed = latest(world.tenant2.token);
        const customerRows = await watch(customerFeed).until(snapshot => !snapshot.loading);
        expect([...new Set(customerRows.data.map(entry => entry.datasource.entityName))].sort()).toEqual(['Test Device A1', 'Test Device A2', 'Test Device A3']);
        expect((await watch(otherTenantFeed).until(snapshot => !snapshot.loading)).data).toEqual([]);

        const { until } = watch(customerFeed);
        await post(ids['Test Device A1']!, { ts: 1000, values: { subsLatest: 'on' } });
        const live = await until(snapshot => snapshot.data.some(entry => entry.dataKey.name === 'subsLatest' && entry.data[0]?.[1] === 'on'));
        expect(live.data.find(entry => entry.datasource.entityName === 'Test Device A1' && entry.dataKey.name === 'subsLatest')!.data).toEqual([[1000, 'on']]);
        customerFeed.stop();
        otherTenantFeed.stop();
    });
});

describe('entity count feeds over the WebSocket', () => {
    it('count the caller’s entities and follow a change', async () => {
        world.server.app.ctx.config.dynamicQueryRefreshMs = 200;
        try {
            const { socket, frames } = openSocket(world.tenant2.token);
            const feed = createEntityCountFeed({ entityFilter: { type: 'entityType', entityType: 'DEVICE' }, dataKey: { name: 'count', type: 'count' }, socket });
            const { until } = watch(feed);
            expect((await until(snapshot => !snapshot.loading)).data[0]!.data[0]![1]).toBe(0);
            await world.api.post('/api/device', { name: 'Counted', type: 'default' }, world.tenant2.token);
            await until(snapshot => snapshot.data[0]?.data[0]?.[1] === 1);
            feed.stop();
            expect(frames.at(-1)).toEqual({ entityCountUnsubscribeCmds: [{ cmdId: 1 }] });
        } finally {
            world.server.app.ctx.config.dynamicQueryRefreshMs = 60_000;
        }
    });
});

describe('malformed entity data and count commands', () => {
    /** Sends one frame on a raw socket and collects what comes back for a moment. */
    const answersTo = async (frame: object, expected: number) => {
        const ws = new WebSocket(`${world.server.url.replace('http', 'ws')}/api/ws/plugins/telemetry?token=${world.tenant.token}`);
        const answers: Array<Record<string, unknown>> = [];
        await new Promise(resolve => ws.once('open', resolve));
        const done = new Promise<void>(resolve => ws.on('message', data => answers.push(JSON.parse(data.toString()) as Record<string, unknown>) >= expected && resolve()));
        ws.send(JSON.stringify(frame));
        await done;
        ws.close();
        return answers;
    };

    it('are answered with errorCode 2 for their cmdId, never an internal error', async () => {
        const query = { entityFilter: device('Thermostat T1'), pageLink: { page: 0, pageSize: 1 } };
        const bad = [
            { cmdId: 1, query, tsCmd: { keys: 'temperature', startTs: 0, timeWindow: 1000 } },
            { cmdId: 2, query, tsCmd: { keys: ['temperature'], startTs: 'yesterday', timeWindow: 1000 } },
            { cmdId: 3, query, historyCmd: { keys: ['temperature'], startTs: 0, endTs: 1000, interval: 100, agg: 'MEDIAN' } },
            { cmdId: 4, query, historyCmd: { keys: [1, null], startTs: 0, endTs: 1000 } },
            { cmdId: 5, query, latestCmd: { keys: 'temperature' } },
            { cmdId: 6, query: { ...query, entityFilter: null } },
            { cmdId: 7, query: { ...query, pageLink: { page: 'first', pageSize: 10 } } },
            { cmdId: 8, query, tsCmd: 'everything' },
        ];
        const answers = await answersTo({ entityDataCmds: bad, entityCountCmds: [{ cmdId: 9, query: { entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters: 'none' } }] }, 9);
        expect(answers.map(answer => [answer.cmdId, answer.errorCode])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map(cmdId => [cmdId, 2]));
        expect(answers.find(answer => answer.cmdId === 3)!.errorMsg).toBe('historyCmd.agg must be one of MIN, MAX, AVG, SUM, COUNT, NONE');
        expect(answers.find(answer => answer.cmdId === 9)).toMatchObject({ cmdUpdateType: 'COUNT_DATA', errorMsg: 'query.keyFilters must be a list' });
    });

    it('read an aggregation interval under a millisecond as no aggregation', async () => {
        const base = Date.UTC(2026, 1, 1);
        await post(ids['Thermostat T1']!, [{ ts: base + 100, values: { subsFine: 1 } }, { ts: base + 200, values: { subsFine: 3 } }]);
        const query = { entityFilter: device('Thermostat T1'), pageLink: { page: 0, pageSize: 1 } };
        const [answer] = await answersTo({ entityDataCmds: [{ cmdId: 1, query, historyCmd: { keys: ['subsFine'], startTs: base, endTs: base + 1000, interval: 0.5, agg: 'AVG' } }] }, 1);
        expect((answer as { data: { data: Array<{ timeseries: unknown }> } }).data.data[0]!.timeseries).toEqual({ subsFine: [{ ts: base + 200, value: '3' }, { ts: base + 100, value: '1' }] });
    });
});
