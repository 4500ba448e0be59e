import type { ResourceDefinition } from '../../resources/kernel';
import { NULL_UUID } from '../lib/ids';
import { rowToJson, type Row } from '../registry/codec';
import { MSG_TYPE, newMsg, type TbMsg } from './message';

/** Entities whose saves ThingsBoard reports to the rule engine (its entity action messages). */
const REPORTED = new Set(['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'DASHBOARD', 'EDGE']);

/**
 * ENTITY_CREATED / ENTITY_UPDATED of a saved row: the entity's JSON as body, the acting user in
 * metadata. Null for entities ThingsBoard does not report and for system rows.
 */
export function entitySavedMessage(resource: ResourceDefinition, row: Row, created: boolean, user: { userId: string; email?: string }): { tenantId: string; msg: TbMsg } | null {
    const tenantColumn = resource.server.tenantColumn;
    const tenantId = tenantColumn ? (row[tenantColumn] as string | undefined) : undefined;
    if (!REPORTED.has(resource.entityType) || !tenantId || tenantId === NULL_UUID) return null;
    const customerColumn = resource.server.customerColumn;
    const customerId = customerColumn ? ((row[customerColumn] as string | null) ?? null) : null;
    return {
        tenantId,
        msg: newMsg({
            type: created ? MSG_TYPE.ENTITY_CREATED : MSG_TYPE.ENTITY_UPDATED,
            originator: { entityType: resource.entityType, id: row.id as string },
            customerId: customerId === NULL_UUID ? null : customerId,
            data: JSON.stringify(rowToJson(resource, row, { detail: true })),
            metadata: { userId: user.userId, ...(user.email ? { userName: user.email } : {}) },
        }),
    };
}
