import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../connection';
import { javaDoubleString, textValue, type TsEntry, type TypedValue } from '../../telemetry/kv';
import { TimeseriesRepository, type Aggregation } from './timeseries';

/**
 * The rollup path (whole 10 s granules from ts_kv_rollup, ragged edges from ts_kv) must answer
 * exactly what a plain computation over the points answers, through inserts, overwrites at the
 * same ts, and range deletes.
 */
let handle: DatabaseHandle;
let repository: TimeseriesRepository;
beforeAll(async () => {
    handle = await openDatabase(':memory:');
    repository = new TimeseriesRepository(handle.sqlite);
});
afterAll(() => handle.close());

type Value = TypedValue;
const AGGS: Array<Exclude<Aggregation, 'NONE'>> = ['MIN', 'MAX', 'AVG', 'SUM', 'COUNT'];

/** ThingsBoard's functions over plain points, for comparison. */
function expected(points: Map<number, Value>, agg: Exclude<Aggregation, 'NONE'>, from: number, to: number): string | null {
    const values = [...points].filter(([ts]) => ts >= from && ts < to).map(([, value]) => value);
    const numbers = values.filter(v => v.type === 'LONG' || v.type === 'DOUBLE') as Array<{ type: 'LONG' | 'DOUBLE'; value: number }>;
    const anyDouble = numbers.some(v => v.type === 'DOUBLE');
    const asType = (n: number) => (anyDouble ? javaDoubleString(n) : String(n));
    switch (agg) {
        case 'COUNT':
            return values.length ? String(values.length) : null;
        case 'AVG':
            return numbers.length ? javaDoubleString(numbers.reduce((s, v) => s + v.value, 0) / numbers.length) : null;
        case 'SUM':
            return numbers.length ? asType(numbers.reduce((s, v) => s + v.value, 0)) : null;
        case 'MIN':
        case 'MAX': {
            if (numbers.length) return asType((agg === 'MIN' ? Math.min : Math.max)(...numbers.map(v => v.value)));
            const strings = values.filter(v => v.type === 'STRING').map(v => v.value as string).sort();
            if (!strings.length) return null;
            return agg === 'MIN' ? strings[0]! : strings[strings.length - 1]!;
        }
    }
}

const valueArb: fc.Arbitrary<Value> = fc.oneof(
    fc.integer({ min: -1000, max: 1000 }).map(value => ({ type: 'LONG' as const, value })),
    fc.integer({ min: -100_000, max: 100_000 }).map(n => ({ type: 'DOUBLE' as const, value: n / 8 })),
    fc.constantFrom('a', 'b', 'zz').map(value => ({ type: 'STRING' as const, value })),
    fc.boolean().map(value => ({ type: 'BOOLEAN' as const, value })),
);

describe('aggregation over the rollup', () => {
    it('matches a plain computation through inserts, overwrites and deletes', () => {
        let run = 0;
        fc.assert(
            fc.property(
                fc.array(fc.tuple(fc.integer({ min: -30_000, max: 200_000 }), valueArb), { minLength: 1, maxLength: 120 }),
                fc.array(fc.tuple(fc.nat(), valueArb), { maxLength: 30 }),
                fc.option(fc.tuple(fc.integer({ min: -30_000, max: 200_000 }), fc.integer({ min: 1, max: 60_000 }))),
                fc.integer({ min: -25_000, max: 20_000 }),
                fc.integer({ min: 10_000, max: 70_000 }),
                fc.integer({ min: 0, max: 9_999 }),
                (first, second, deletion, startTs, interval, endOffset) => {
                    const entity = `00000000-0000-0000-0000-${String(run++).padStart(12, '0')}`;
                    const points = new Map<number, Value>();
                    const save = (batch: Array<[number, Value]>) => {
                        repository.save(entity, batch.map(([ts, value]): TsEntry => ({ key: 'k', ts, value })));
                        for (const [ts, value] of batch) points.set(ts, value);
                    };
                    save(first);
                    // The second batch lands on timestamps of the first (overwrites), some of them twice.
                    const again = second.map(([index, value]): [number, Value] => [first[index % first.length]![0], value]);
                    save([...again, ...again.slice(0, 3).map(([ts], i): [number, Value] => [ts, { type: 'LONG', value: i * 500 - 400 }])]);
                    if (deletion) {
                        const [from, length] = deletion;
                        repository.delete(entity, ['k'], { startTs: from, endTs: from + length, rewriteLatestIfDeleted: false });
                        for (const ts of [...points.keys()]) if (ts >= from && ts < from + length) points.delete(ts);
                    }
                    // An end inside a granule, and points after it that must not count.
                    const endTs = 190_000 + endOffset;
                    for (const agg of AGGS) {
                        const answer = repository.history(entity, 'k', { startTs, endTs, interval, agg, limit: 100, orderBy: 'ASC' });
                        const wanted: Array<[number, string]> = [];
                        for (let from = startTs; from < endTs; from += interval) {
                            const to = Math.min(from + interval, endTs);
                            const value = expected(points, agg, from, to);
                            if (value !== null) wanted.push([from + Math.floor((to - from) / 2), value]);
                        }
                        const got = answer.map(entry => [entry.ts, textValue(entry.value)]);
                        if (agg === 'AVG' || agg === 'SUM') {
                            // Sums of doubles may differ in the last bits with the order of addition.
                            expect(got.map(([ts]) => ts)).toEqual(wanted.map(([ts]) => ts));
                            got.forEach(([, value], index) => expect(Number(value)).toBeCloseTo(Number(wanted[index]![1]), 6));
                        } else expect(got).toEqual(wanted);
                    }
                },
            ),
            { numRuns: 150 },
        );
    });
});
