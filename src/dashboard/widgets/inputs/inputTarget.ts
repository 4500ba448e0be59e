import type { DataKey } from '../../model/dashboardConfig';
import type { WidgetDataSnapshot } from '../../model/widgetData';
import type { EntityRef } from './writeValues';

/** What a single-key input widget edits: its first data key of its first entity, and that key's value now. */
export interface InputTarget {
    entity: EntityRef;
    entityName: string;
    dataKey: DataKey;
    current: unknown;
}

/** The input's target, or null when its datasource stands for no entity (yet). */
export function inputTargetOf(snapshot: WidgetDataSnapshot): InputTarget | null {
    const entry = snapshot.data[0];
    if (!entry?.datasource.entityId || !entry.datasource.entityType) return null;
    return {
        entity: { entityType: entry.datasource.entityType, entityId: entry.datasource.entityId },
        entityName: entry.datasource.entityName ?? '',
        dataKey: entry.dataKey,
        current: entry.data.at(-1)?.[1],
    };
}

/** Where a key of the input's datasource is written: attributes to the given scope, time series as time series. */
export const writeTargetOfKey = (dataKey: DataKey, attributeScope: 'SERVER_SCOPE' | 'SHARED_SCOPE'): 'SERVER_SCOPE' | 'SHARED_SCOPE' | 'TIMESERIES' =>
    dataKey.type === 'timeseries' ? 'TIMESERIES' : attributeScope;
