import { describe, expect, it } from 'vitest';
import { acknowledged, cleared, highestSeverity, statusesOf, statusesOfSearchList } from './alarmStatus';

describe('alarm status transitions', () => {
    it('acknowledging keeps the active or cleared side', () => {
        expect(acknowledged('ACTIVE_UNACK')).toBe('ACTIVE_ACK');
        expect(acknowledged('CLEARED_UNACK')).toBe('CLEARED_ACK');
        expect(acknowledged('ACTIVE_ACK')).toBe('ACTIVE_ACK');
    });

    it('clearing keeps whether the alarm was acknowledged', () => {
        expect(cleared('ACTIVE_UNACK')).toBe('CLEARED_UNACK');
        expect(cleared('ACTIVE_ACK')).toBe('CLEARED_ACK');
        expect(cleared('CLEARED_ACK')).toBe('CLEARED_ACK');
    });
});

describe('search statuses', () => {
    it('group the statuses as ThingsBoard does', () => {
        expect(statusesOf({ searchStatus: 'ACTIVE' })).toEqual(['ACTIVE_UNACK', 'ACTIVE_ACK']);
        expect(statusesOf({ searchStatus: 'CLEARED' })).toEqual(['CLEARED_UNACK', 'CLEARED_ACK']);
        expect(statusesOf({ searchStatus: 'ACK' })).toEqual(['ACTIVE_ACK', 'CLEARED_ACK']);
        expect(statusesOf({ searchStatus: 'UNACK' })).toEqual(['ACTIVE_UNACK', 'CLEARED_UNACK']);
        expect(statusesOf({})).toHaveLength(4);
        expect(statusesOf({ status: 'CLEARED_ACK' })).toEqual(['CLEARED_ACK']);
    });

    it('a status list is the union of its groups, empty meaning all', () => {
        expect(statusesOfSearchList(['ACTIVE', 'ACK'])).toEqual(['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_ACK']);
        expect(statusesOfSearchList([])).toHaveLength(4);
    });
});

it('the highest severity is the first in ThingsBoard order', () => {
    expect(highestSeverity(['WARNING', 'MAJOR', 'INDETERMINATE'])).toBe('MAJOR');
    expect(highestSeverity([])).toBeNull();
});
