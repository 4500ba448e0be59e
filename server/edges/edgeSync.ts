import type SqliteDatabase from 'better-sqlite3';
import type { TelemetryService } from '../telemetry/service';
import { EdgeAssignmentStore } from './edgeAssignmentStore';
import { EdgeEventStore } from './edgeEventStore';
import type { EdgeEventType } from './edgeEventTypes';

/** The server attribute in which an edge says how far it has read its queue (ThingsBoard's name). */
export const QUEUE_START_TS = 'queueStartTs';

/** What ThingsBoard's sync pushes, in its order; device profiles come with the devices. */
const SYNCED: ReadonlyArray<{ entityType: string; type: EdgeEventType }> = [
    { entityType: 'DEVICE', type: 'DEVICE' },
    { entityType: 'ASSET', type: 'ASSET' },
    { entityType: 'ENTITY_VIEW', type: 'ENTITY_VIEW' },
    { entityType: 'DASHBOARD', type: 'DASHBOARD' },
];

/**
 * `POST /api/edge/sync/{edgeId}`, with the edge side played honestly: the edge connects and asks
 * for a sync, the cloud queues ADDED events for everything assigned to it (rule chains with their
 * metadata, the device profiles its devices use, devices, assets, entity views, dashboards), and the
 * connected edge reads its whole queue, so every event so far, old and new, is DEPLOYED. Events
 * queued after this stay PENDING until the next sync.
 */
export async function syncEdge(sqlite: SqliteDatabase.Database, telemetry: TelemetryService, tenantId: string, edgeId: string): Promise<void> {
    const assignments = new EdgeAssignmentStore(sqlite);
    const events = new EdgeEventStore(sqlite);
    sqlite.transaction(() => {
        for (const chainId of assignments.entityIdsOf(edgeId, 'RULE_CHAIN')) {
            events.add(tenantId, edgeId, { type: 'RULE_CHAIN', action: 'ADDED', entityId: chainId });
            events.add(tenantId, edgeId, { type: 'RULE_CHAIN_METADATA', action: 'ADDED', entityId: chainId });
        }
        const deviceIds = assignments.entityIdsOf(edgeId, 'DEVICE');
        const profileIds = deviceIds.length === 0
            ? []
            : (sqlite.prepare(`SELECT DISTINCT device_profile_id FROM device WHERE id IN (${deviceIds.map(() => '?').join(',')}) ORDER BY device_profile_id`).pluck().all(...deviceIds) as string[]);
        for (const profileId of profileIds) events.add(tenantId, edgeId, { type: 'DEVICE_PROFILE', action: 'ADDED', entityId: profileId });
        for (const { entityType, type } of SYNCED) {
            for (const entityId of assignments.entityIdsOf(edgeId, entityType)) events.add(tenantId, edgeId, { type, action: 'ADDED', entityId });
        }
    })();
    const readUpTo = events.lastCreatedTime(edgeId) + 1;
    await telemetry.saveAttributes('EDGE', edgeId, 'SERVER_SCOPE', [{ key: QUEUE_START_TS, value: { type: 'LONG', value: readUpTo } }]);
}
