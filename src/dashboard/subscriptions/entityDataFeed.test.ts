import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityData } from '../../../shared/generated/api.gen';
import type { EntityDataUpdate, TelemetrySocket } from '../../lib/telemetrySocket';
import type { Timewindow } from '../../lib/time/timewindow';
import type { DataKey, Datasource } from '../model/dashboardConfig';
import type { WidgetDataSnapshot } from '../model/widgetData';
import { createEntityDataFeed, type EntityDataFeedOptions } from './entityDataFeed';

/** A telemetry socket that keeps each entity data subscription: its command builder, listener and whether it ended. */
class FakeSocket implements Pick<TelemetrySocket, 'subscribeEntityData'> {
    readonly subscriptions: Array<{ command: () => object; listener: (update: EntityDataUpdate) => void; ended: boolean }> = [];
    subscribeEntityData(command: () => object, listener: (update: EntityDataUpdate) => void) {
        const subscription = { command, listener, ended: false };
        this.subscriptions.push(subscription);
        return () => void (subscription.ended = true);
    }
    get last() {
        return this.subscriptions.at(-1)!;
    }
    page(...entities: EntityData[]) {
        this.last.listener({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: { data: entities, totalPages: 1, totalElements: entities.length, hasNext: false }, update: null });
    }
    update(...entities: EntityData[]) {
        this.last.listener({ cmdId: 1, errorCode: 0, errorMsg: null, cmdUpdateType: 'ENTITY_DATA', data: null, update: entities });
    }
}

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const T1 = { entityType: 'DEVICE', id: 't1' } as const;
const T2 = { entityType: 'DEVICE', id: 't2' } as const;
const fields = (name: string, label = '') => ({ name: { ts: NOW, value: name }, label: { ts: NOW, value: label }, additionalInfo: { ts: NOW, value: '{"description":"Lobby"}' } });
const entity = (entityId: EntityData['entityId'], latest: EntityData['latest'], timeseries: EntityData['timeseries'] = {}): EntityData => ({ entityId, latest, timeseries });
const key = (name: string, type: DataKey['type']): DataKey => ({ name, type, label: name });
const DATASOURCE: Datasource = { type: 'entity', entityAliasId: 'thermostats', dataKeys: [key('temperature', 'timeseries'), key('model', 'attribute')] };
const REALTIME_MINUTE: Timewindow = { selectedTab: 0, realtime: { realtimeType: 0, timewindowMs: 60_000, interval: 1000 }, aggregation: { type: 'NONE', limit: 100 } };

let clock = NOW;
const setup = (options: Partial<EntityDataFeedOptions> = {}) => {
    const socket = new FakeSocket();
    const feed = createEntityDataFeed({
        entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
        pageSize: 1024,
        datasource: DATASOURCE,
        widgetKind: 'timeseries',
        timewindow: REALTIME_MINUTE,
        maxDatapoints: 500,
        socket,
        now: () => clock,
        ...options,
    });
    const heard: WidgetDataSnapshot[] = [];
    feed.subscribe(snapshot => heard.push(snapshot));
    const last = () => heard.at(-1)!;
    const pointsOf = (rowKey: string, name: string) => last().data.find(d => d.datasource.rowKey === rowKey && d.dataKey.name === name)?.data;
    return { socket, feed, heard, last, pointsOf };
};

beforeEach(() => {
    clock = NOW;
    vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
    vi.useRealTimers();
});

describe('entity data feed', () => {
    it('is loading until the first page, then gives one entry per entity and data key with the entity as its datasource', () => {
        const { socket, heard, last } = setup();
        expect(heard).toEqual([{ data: [], loading: true, error: null }]);
        socket.page(
            entity(T1, { ENTITY_FIELD: fields('Thermostat T1', 'Hall'), ATTRIBUTE: { model: { ts: 5, value: 'TH-2' } } }, { temperature: [{ ts: NOW - 2000, value: '21.5' }, { ts: NOW - 5000, value: '20' }] }),
            entity(T2, { ENTITY_FIELD: fields('Thermostat T2'), ATTRIBUTE: { model: { ts: 0, value: '' } } }, { temperature: [] }),
        );
        expect(last().loading).toBe(false);
        expect(last().data.map(d => [d.datasource.rowKey, d.dataKey.name, d.data])).toEqual([
            ['DEVICE:t1', 'temperature', [[NOW - 5000, 20], [NOW - 2000, 21.5]]],
            ['DEVICE:t1', 'model', [[5, 'TH-2']]],
            ['DEVICE:t2', 'temperature', []],
            ['DEVICE:t2', 'model', []],
        ]);
        expect(last().data[0]!.datasource).toMatchObject({
            type: 'entity',
            entityAliasId: 'thermostats',
            entityType: 'DEVICE',
            entityId: 't1',
            entityName: 'Thermostat T1',
            name: 'Thermostat T1',
            entityLabel: 'Hall',
            entityDescription: 'Lobby',
        });
        expect(last().data[2]!.datasource.entityLabel).toBe('Thermostat T2');
    });

    it('sends one command: the query, the live attribute keys and a tsCmd for the realtime window', () => {
        const { socket } = setup();
        expect(socket.subscriptions).toHaveLength(1);
        expect(socket.last.command()).toMatchObject({
            query: { pageLink: { pageSize: 1024 }, latestValues: [{ type: 'ATTRIBUTE', key: 'model' }] },
            latestCmd: { keys: [{ type: 'ATTRIBUTE', key: 'model' }] },
            tsCmd: { keys: ['temperature'], startTs: NOW - 60_000, timeWindow: 60_000, interval: 1000, limit: 100, agg: 'NONE' },
        });
    });

    it('asks a reconnected socket for the window as it is then', () => {
        const { socket } = setup();
        clock = NOW + 30_000;
        expect(socket.last.command()).toMatchObject({ tsCmd: { startTs: NOW - 30_000 } });
    });

    it('merges live points of the window in time order and replaces newer latest values, reusing the entries that did not change', () => {
        const { socket, heard, last, pointsOf } = setup();
        socket.page(entity(T1, { ENTITY_FIELD: fields('T1'), ATTRIBUTE: { model: { ts: 5, value: 'TH-2' } } }, { temperature: [{ ts: NOW - 2000, value: '21.5' }] }));
        const before = last();
        socket.update(entity(T1, null as never, { temperature: [{ ts: NOW - 1000, value: '22' }, { ts: NOW - 3000, value: '19' }] }));
        expect(pointsOf('DEVICE:t1', 'temperature')).toEqual([[NOW - 3000, 19], [NOW - 2000, 21.5], [NOW - 1000, 22]]);
        socket.update(entity(T1, null as never, { temperature: [{ ts: NOW - 61_000, value: '5' }] }));
        expect(pointsOf('DEVICE:t1', 'temperature')).toHaveLength(3);
        expect(last().data[1]).toBe(before.data[1]);
        expect(last().data).not.toBe(before.data);
        socket.update(entity(T1, { ATTRIBUTE: { model: { ts: 9, value: 'TH-3' } } }, null as never));
        expect(pointsOf('DEVICE:t1', 'model')).toEqual([[9, 'TH-3']]);
        const count = heard.length;
        socket.update(entity(T2, { ATTRIBUTE: { model: { ts: 9, value: 'x' } } }, null as never));
        expect(heard).toHaveLength(count);
    });

    it('slides a realtime window: points older than now − window drop out as time moves, checked every interval', async () => {
        const { socket, pointsOf } = setup();
        socket.page(entity(T1, { ENTITY_FIELD: fields('T1') }, { temperature: [{ ts: NOW - 59_500, value: '1' }, { ts: NOW - 30_000, value: '2' }] }));
        clock = NOW + 1000;
        await vi.advanceTimersByTimeAsync(1000);
        expect(pointsOf('DEVICE:t1', 'temperature')).toEqual([[NOW - 30_000, 2]]);
        clock = NOW + 31_000;
        await vi.advanceTimersByTimeAsync(30_000);
        expect(pointsOf('DEVICE:t1', 'temperature')).toEqual([]);
    });

    it('folds live points into the buckets of an aggregated realtime window', () => {
        const { socket, pointsOf } = setup({ timewindow: { ...REALTIME_MINUTE, aggregation: { type: 'AVG' } } });
        expect(socket.last.command()).toMatchObject({ tsCmd: { agg: 'AVG', interval: 1000, limit: 60 } });
        socket.page(entity(T1, { ENTITY_FIELD: fields('T1') }, { temperature: [{ ts: NOW - 1500, value: '10.0' }] }));
        socket.update(entity(T1, null as never, { temperature: [{ ts: NOW - 1200, value: '20' }, { ts: NOW + 100, value: '5' }] }));
        expect(pointsOf('DEVICE:t1', 'temperature')).toEqual([[NOW - 1500, 15], [NOW + 500, 5]]);
    });

    it('answers a history window once, with a historyCmd and no timer', async () => {
        const history: Timewindow = { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: 0, endTimeMs: 3_600_000 }, interval: 60_000 }, aggregation: { type: 'MAX' } };
        const { socket, pointsOf } = setup({ timewindow: history });
        expect(socket.last.command()).toMatchObject({ historyCmd: { keys: ['temperature'], startTs: 0, endTs: 3_600_000, interval: 60_000, limit: 60, agg: 'MAX' } });
        expect(socket.last.command()).not.toHaveProperty('latestCmd');
        socket.page(entity(T1, { ENTITY_FIELD: fields('T1') }, { temperature: [{ ts: 30_000, value: '4' }] }));
        expect(vi.getTimerCount()).toBe(0);
        expect(pointsOf('DEVICE:t1', 'temperature')).toEqual([[30_000, 4]]);
    });

    it('reads every key as a latest value for a latest widget, with no time window', () => {
        const { socket, pointsOf } = setup({ widgetKind: 'latest', timewindow: undefined });
        expect(socket.last.command()).toEqual(expect.objectContaining({ latestCmd: { keys: [{ type: 'TIME_SERIES', key: 'temperature' }, { type: 'ATTRIBUTE', key: 'model' }] } }));
        expect(socket.last.command()).not.toHaveProperty('tsCmd');
        expect(vi.getTimerCount()).toBe(0);
        socket.page(entity(T1, { ENTITY_FIELD: fields('T1'), TIME_SERIES: { temperature: { ts: 7, value: '23.5' } } }));
        socket.update(entity(T1, { TIME_SERIES: { temperature: { ts: 6, value: '1' } } }, null as never));
        expect(pointsOf('DEVICE:t1', 'temperature')).toEqual([[7, 23.5]]);
        socket.update(entity(T1, { TIME_SERIES: { temperature: { ts: 8, value: 'off' } } }, null as never));
        expect(pointsOf('DEVICE:t1', 'temperature')).toEqual([[8, 'off']]);
    });

    it('asks a realtime quick interval again when its period ends', async () => {
        const today: Timewindow = { selectedTab: 0, realtime: { realtimeType: 1, quickInterval: 'CURRENT_HOUR', interval: 60_000 }, timezone: 'UTC', aggregation: { type: 'AVG' } };
        const { socket } = setup({ timewindow: today });
        expect(socket.last.command()).toMatchObject({ tsCmd: { startTs: NOW, timeWindow: 3_600_000, interval: 60_000 } });
        clock = NOW + 3_599_000;
        await vi.advanceTimersByTimeAsync(3_599_000);
        expect(socket.subscriptions).toHaveLength(1);
        clock = NOW + 3_600_000;
        await vi.advanceTimersByTimeAsync(1000);
        expect(socket.subscriptions).toHaveLength(2);
        expect(socket.subscriptions[0]!.ended).toBe(true);
        expect(socket.last.command()).toMatchObject({ tsCmd: { startTs: NOW + 3_600_000 } });
    });

    it('shows a subscription error', () => {
        const { socket, last } = setup();
        socket.last.listener({ cmdId: 1, errorCode: 2, errorMsg: 'Unsupported entity filter', cmdUpdateType: 'ENTITY_DATA', data: null, update: null });
        expect(last()).toEqual({ data: [], loading: false, error: 'Unsupported entity filter' });
    });

    it('passes every snapshot through the transform', async () => {
        const { socket, last } = setup({ transform: async data => data.map(d => ({ ...d, data: d.data.map(([ts, v]) => [ts, typeof v === 'number' ? v * 10 : v]) })) });
        socket.page(entity(T1, { ENTITY_FIELD: fields('T1') }, { temperature: [{ ts: NOW - 1000, value: '2' }] }));
        await vi.advanceTimersByTimeAsync(0);
        expect(last().data[0]!.data).toEqual([[NOW - 1000, 20]]);
    });

    it('stops cleanly: unsubscribes, clears the timer and is silent afterwards, even before the first answer', async () => {
        const { socket, feed, heard } = setup();
        feed.stop();
        expect(socket.last.ended).toBe(true);
        expect(vi.getTimerCount()).toBe(0);
        socket.page(entity(T1, { ENTITY_FIELD: fields('T1') }, { temperature: [] }));
        clock = NOW + 120_000;
        await vi.advanceTimersByTimeAsync(120_000);
        expect(heard).toHaveLength(1);
        expect(socket.subscriptions).toHaveLength(1);
    });
});
