import { describe, expect, it } from 'vitest';
import { alarmDetailsOf } from './alarmDetails';
import { greaterThan } from './testRules';

describe('alarmDetailsOf', () => {
    const values = (type: string, key: string) => (type === 'TIME_SERIES' && key === 'temperature' ? '26.5' : null);

    it('fills ${key} with the device value of each condition key', () => {
        const rule = { ...greaterThan('temperature', 25), alarmDetails: 'Current temperature = ${temperature} (again ${temperature})' };
        expect(alarmDetailsOf(rule, values, undefined)).toEqual({ data: 'Current temperature = 26.5 (again 26.5)' });
    });

    it('leaves unknown placeholders and writes missing values as empty text', () => {
        const rule = { ...greaterThan('humidity', 25), alarmDetails: '${humidity}|${other}' };
        expect(alarmDetailsOf(rule, values, undefined)).toEqual({ data: '|${other}' });
    });

    it('without a template keeps the open alarm details, or {} for a new alarm', () => {
        const rule = { ...greaterThan('temperature', 25), alarmDetails: null };
        expect(alarmDetailsOf(rule, values, { kept: true })).toEqual({ kept: true });
        expect(alarmDetailsOf(rule, values, undefined)).toEqual({});
    });
});
