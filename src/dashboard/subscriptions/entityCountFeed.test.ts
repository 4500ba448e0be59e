import { describe, expect, it } from 'vitest';
import type { EntityCountQuery } from '../../../shared/generated/api.gen';
import type { EntityCountUpdate, TelemetrySocket } from '../../lib/telemetrySocket';
import type { WidgetDataSnapshot } from '../model/widgetData';
import { createEntityCountFeed } from './entityCountFeed';

class FakeSocket implements Pick<TelemetrySocket, 'subscribeEntityCount'> {
    query: EntityCountQuery | null = null;
    listener: (update: EntityCountUpdate) => void = () => undefined;
    ended = false;
    subscribeEntityCount(query: EntityCountQuery, listener: (update: EntityCountUpdate) => void) {
        this.query = query;
        this.listener = listener;
        return () => void (this.ended = true);
    }
    count(count: number, errorCode = 0, errorMsg: string | null = null) {
        this.listener({ cmdId: 1, errorCode, errorMsg, cmdUpdateType: 'COUNT_DATA', count });
    }
}

const setup = () => {
    const socket = new FakeSocket();
    let clock = 1000;
    const feed = createEntityCountFeed({
        entityFilter: { type: 'entityType', entityType: 'DEVICE' },
        datasource: { type: 'entityCount', name: 'Devices', dataKeys: [] },
        dataKey: { name: 'count', type: 'count', label: 'Devices' },
        socket,
        now: () => clock++,
    });
    const heard: WidgetDataSnapshot[] = [];
    feed.subscribe(snapshot => heard.push(snapshot));
    return { socket, feed, heard };
};

describe('entity count feed', () => {
    it('sends an entityCountCmd with the filter and gives each count as the key’s one point', () => {
        const { socket, heard } = setup();
        expect(socket.query).toEqual({ entityFilter: { type: 'entityType', entityType: 'DEVICE' }, keyFilters: [] });
        expect(heard).toEqual([{ data: [], loading: true, error: null }]);
        socket.count(12);
        socket.count(13);
        expect(heard.slice(1).map(s => s.data[0]!.data)).toEqual([[[1000, 12]], [[1001, 13]]]);
        expect(heard[2]!.data[0]!.datasource).toEqual({ type: 'entityCount', name: 'Devices', dataKeys: [{ name: 'count', type: 'count', label: 'Devices' }], rowKey: 'entityCount' });
    });

    it('shows an error the server sends', () => {
        const { socket, heard } = setup();
        socket.count(0, 2, 'Query is not defined!');
        expect(heard.at(-1)).toEqual({ data: [], loading: false, error: 'Query is not defined!' });
    });

    it('unsubscribes on stop and is silent afterwards', () => {
        const { socket, feed, heard } = setup();
        feed.stop();
        expect(socket.ended).toBe(true);
        socket.count(5);
        expect(heard).toHaveLength(1);
    });
});
