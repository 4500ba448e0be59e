import { v1 as uuidV1 } from 'uuid';

/** ThingsBoard's "none" id: an unassigned customer, the sysadmin's tenant, the public user's id. */
export const NULL_UUID = '13814000-1dd2-11b2-8080-808080808080';

export type EntityType =
    | 'TENANT' | 'CUSTOMER' | 'USER' | 'DASHBOARD' | 'ASSET' | 'DEVICE' | 'ALARM' | 'RULE_CHAIN'
    | 'RULE_NODE' | 'ENTITY_VIEW' | 'WIDGETS_BUNDLE' | 'WIDGET_TYPE' | 'TENANT_PROFILE'
    | 'DEVICE_PROFILE' | 'API_USAGE_STATE' | 'TB_RESOURCE' | 'OTA_PACKAGE' | 'EDGE' | 'RPC';

export interface EntityId<T extends EntityType = EntityType> {
    entityType: T;
    id: string;
}

export const entityId = <T extends EntityType>(entityType: T, id: string): EntityId<T> => ({ entityType, id });

// Gregorian epoch offset of v1 UUID timestamps, in 100 ns ticks.
const GREGORIAN_OFFSET_TICKS = 122_192_928_000_000_000n;

/** A new time-based (v1) UUID, as ThingsBoard creates ids; `at` sets its timestamp in epoch ms. */
export function newId(at: number = Date.now()): string {
    return uuidV1({ msecs: at });
}

/** The epoch-ms time carried by a v1 UUID: ThingsBoard's createdTime comes from the id itself. */
export function timeOfId(id: string): number {
    const hex = id.replace(/-/g, '');
    const timeLow = hex.slice(0, 8);
    const timeMid = hex.slice(8, 12);
    const timeHigh = hex.slice(13, 16); // skip the version nibble
    const ticks = BigInt(`0x${timeHigh}${timeMid}${timeLow}`);
    return Number((ticks - GREGORIAN_OFFSET_TICKS) / 10_000n);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
