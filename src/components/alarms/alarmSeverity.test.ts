import { describe, expect, it } from 'vitest';
import en from '../../../locales/en_US/alarm.json';
import { ALARM_SEVERITIES, canAcknowledge, canClear, SEARCH_STATUSES, searchStatusLabel, severityOf, statusLabel } from './alarmSeverity';

describe('alarm severities', () => {
    it('carry the colours of part2 §4', () => {
        expect(Object.fromEntries(Object.entries(ALARM_SEVERITIES).map(([severity, { color }]) => [severity, color]))).toEqual({
            CRITICAL: 'red',
            MAJOR: 'orange',
            MINOR: '#ffca3d',
            WARNING: '#abab00',
            INDETERMINATE: 'green',
        });
    });

    it('show an unknown severity as it comes', () => {
        expect(severityOf('LOUD')).toEqual({ color: 'inherit', label: 'LOUD' });
    });
});

describe('alarm statuses', () => {
    it('allow acknowledging unacknowledged alarms and clearing active ones', () => {
        expect(['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'].map(s => [canAcknowledge(s as never), canClear(s as never)])).toEqual([
            [true, true],
            [false, true],
            [true, false],
            [false, false],
        ]);
    });

    it('have a label for every display and search status', () => {
        const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
        for (const status of ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const) expect(lookup(statusLabel(status))).toBeTypeOf('string');
        for (const status of SEARCH_STATUSES) expect(lookup(searchStatusLabel(status))).toBeTypeOf('string');
        expect(SEARCH_STATUSES[0]).toBe('ANY');
    });
});
