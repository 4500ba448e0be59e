import { describe, expect, it } from 'vitest';
import type { DataKey } from '../model/dashboardConfig';
import { entityDataCommand, splitKeys, type EntityDataRequest } from './entityDataCommand';
import type { SubscriptionWindow } from './subscriptionTimewindow';

const key = (name: string, type: DataKey['type']): DataKey => ({ name, type });
const KEYS = [key('temperature', 'timeseries'), key('model', 'attribute'), key('type', 'entityField'), key('f', 'function'), key('temperature', 'timeseries')];
const request = (widgetKind: EntityDataRequest['widgetKind']): EntityDataRequest => ({
    entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
    pageSize: 1024,
    dataKeys: KEYS,
    widgetKind,
});
const aggregation = { type: 'AVG', interval: 1000, limit: 61 } as const;
const REALTIME: SubscriptionWindow = { realtime: true, startTs: 1000, timeWindow: 61_000, quickInterval: null, aggregation };
const HISTORY: SubscriptionWindow = { realtime: false, startTs: 1000, endTs: 61_000, aggregation };

describe('entity data command', () => {
    it('reads time-series keys over the window in time-series widgets, every other entity key as a latest value, once each', () => {
        expect(splitKeys(KEYS, 'timeseries')).toEqual({ series: ['temperature'], latest: [{ type: 'ATTRIBUTE', key: 'model' }, { type: 'ENTITY_FIELD', key: 'type' }] });
        expect(splitKeys(KEYS, 'latest').latest).toEqual([
            { type: 'TIME_SERIES', key: 'temperature' },
            { type: 'ATTRIBUTE', key: 'model' },
            { type: 'ENTITY_FIELD', key: 'type' },
        ]);
    });

    it('queries the newest entities of the filter with their name, label, description and entity field keys', () => {
        const { query } = entityDataCommand(request('latest'), null);
        expect(query).toEqual({
            entityFilter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '' },
            keyFilters: [],
            pageLink: { page: 0, pageSize: 1024, textSearch: null, dynamic: true, sortOrder: { key: { type: 'ENTITY_FIELD', key: 'createdTime' }, direction: 'DESC' } },
            entityFields: ['name', 'label', 'additionalInfo', 'type'].map(name => ({ type: 'ENTITY_FIELD', key: name })),
            latestValues: [{ type: 'TIME_SERIES', key: 'temperature' }, { type: 'ATTRIBUTE', key: 'model' }],
        });
    });

    it('subscribes latest values with a latestCmd for a latest widget', () => {
        const command = entityDataCommand(request('latest'), null);
        expect(command.latestCmd).toEqual({ keys: [{ type: 'TIME_SERIES', key: 'temperature' }, { type: 'ATTRIBUTE', key: 'model' }] });
        expect(command).not.toHaveProperty('tsCmd');
        expect(command).not.toHaveProperty('historyCmd');
    });

    it('asks a realtime window with a tsCmd carrying its aggregation', () => {
        const command = entityDataCommand(request('timeseries'), REALTIME);
        expect(command.tsCmd).toEqual({ keys: ['temperature'], startTs: 1000, timeWindow: 61_000, interval: 1000, limit: 61, agg: 'AVG' });
        expect(command.latestCmd).toEqual({ keys: [{ type: 'ATTRIBUTE', key: 'model' }] });
    });

    it('asks a history window once with a historyCmd, and no live latest values', () => {
        const command = entityDataCommand(request('timeseries'), HISTORY);
        expect(command.historyCmd).toEqual({ keys: ['temperature'], startTs: 1000, endTs: 61_000, interval: 1000, limit: 61, agg: 'AVG' });
        expect(command).not.toHaveProperty('latestCmd');
        expect(command).not.toHaveProperty('tsCmd');
    });
});
