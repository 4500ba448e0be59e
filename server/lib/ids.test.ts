import { describe, expect, it } from 'vitest';
import { isUuid, newId, NULL_UUID, timeOfId } from './ids';

describe('ids', () => {
    it('creates v1 uuids whose timestamp is the creation time', () => {
        const at = Date.UTC(2022, 2, 11, 9, 40, 5, 123);
        const id = newId(at);
        expect(isUuid(id)).toBe(true);
        expect(id[14]).toBe('1');
        expect(timeOfId(id)).toBe(at);
    });

    it('reads ThingsBoard NULL_UUID as the Unix epoch', () => {
        expect(timeOfId(NULL_UUID)).toBe(0);
    });

    it('creates distinct ids within the same millisecond', () => {
        const at = Date.now();
        expect(newId(at)).not.toBe(newId(at));
    });
});
