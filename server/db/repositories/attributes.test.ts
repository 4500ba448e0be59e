import { describe, expect, it } from 'vitest';
import { kvColumns, kvValue, type KvValue } from './attributes';

describe('typed attribute columns', () => {
    it.each<KvValue>([true, false, 'text', '', 42, -7, 37.3948, { nested: [1, 2] }, [1, 'a']])('round-trips %j', value => {
        expect(kvValue(kvColumns(value))).toEqual(value);
    });

    it('keeps whole numbers as long and fractions as double', () => {
        expect(kvColumns(20).long_v).toBe(20);
        expect(kvColumns(20.5).dbl_v).toBe(20.5);
    });
});
