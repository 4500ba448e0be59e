import { v1 as uuidV1 } from 'uuid';


// The ids every part shares are defined once, in the registry's kernel.
export { entityId, NULL_UUID, type EntityId, type EntityType } from '../../resources/kernel/ids';

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
