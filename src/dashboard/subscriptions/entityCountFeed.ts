import type { EntityFilter, KeyFilter } from '../../../shared/generated/api.gen';
import type { EntityCountUpdate, TelemetrySocket } from '../../lib/telemetrySocket';
import type { DataKey, Datasource } from '../model/dashboardConfig';
import type { ResolvedDatasource, WidgetDataFeed } from '../model/widgetData';
import { createSnapshotPublisher, type SnapshotTransform } from './snapshotPublisher';

export interface EntityCountFeedOptions {
    entityFilter: EntityFilter;
    keyFilters?: KeyFilter[] | null;
    /** The widget's entityCount datasource as configured. */
    datasource?: Datasource;
    /** The count key (type `count`) the number is shown under. */
    dataKey: DataKey;
    socket: Pick<TelemetrySocket, 'subscribeEntityCount'>;
    now?: () => number;
    transform?: SnapshotTransform;
}

/**
 * An entityCount datasource over the WebSocket: one entityCountCmd; each count the server sends
 * (the first, then every change it finds) becomes the key's one point, stamped with the time it came.
 */
export function createEntityCountFeed(options: EntityCountFeedOptions): WidgetDataFeed {
    const now = options.now ?? Date.now;
    const { dataKey } = options;
    const datasource: ResolvedDatasource = { ...(options.datasource ?? { type: 'entityCount' }), dataKeys: [dataKey], rowKey: 'entityCount' };
    const publisher = createSnapshotPublisher(options.transform);
    let stopped = false;

    const onMessage = (message: EntityCountUpdate) => {
        if (stopped) return;
        if (message.errorCode !== 0) publisher.publish({ data: [], loading: false, error: message.errorMsg ?? `Error ${message.errorCode}` });
        else publisher.publish({ data: [{ datasource, dataKey, data: [[now(), message.count ?? 0]] }], loading: false, error: null });
    };
    const unsubscribe = options.socket.subscribeEntityCount({ entityFilter: options.entityFilter, keyFilters: options.keyFilters ?? [] }, onMessage);

    return {
        subscribe: listener => publisher.subscribe(listener),
        stop: () => {
            if (stopped) return;
            stopped = true;
            unsubscribe();
            publisher.close();
        },
    };
}
