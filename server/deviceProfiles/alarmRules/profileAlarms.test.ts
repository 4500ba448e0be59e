import { describe, expect, it } from 'vitest';
import { evaluableAlarmsOf } from './profileAlarms';
import { greaterThan } from './testRules';

describe('evaluableAlarmsOf', () => {
    const valid = { id: 'a', alarmType: 'A', createRules: { MAJOR: greaterThan('t', 1) }, clearRule: null };

    it('keeps alarms valid per part2 §5.2 and drops the rest', () => {
        expect(evaluableAlarmsOf({ alarms: [valid] })).toEqual([valid]);
        expect(
            evaluableAlarmsOf({
                alarms: [
                    { ...valid, id: '' },
                    { ...valid, alarmType: '' },
                    { ...valid, createRules: {} },
                    { ...valid, createRules: { MAJOR: { condition: { condition: [] } } } },
                    { ...valid, clearRule: { condition: { condition: [] } } },
                    null,
                ],
            }),
        ).toEqual([]);
    });

    it('reads no alarms from null or malformed data', () => {
        expect(evaluableAlarmsOf({ alarms: null })).toEqual([]);
        expect(evaluableAlarmsOf(null)).toEqual([]);
        expect(evaluableAlarmsOf({ alarms: 'x' })).toEqual([]);
    });
});
