import { describe, expect, it } from 'vitest';
import { badgeText } from './alarmBadge';

describe('badgeText', () => {
    it('shows nothing for no alarms', () => {
        expect(badgeText(0)).toBeNull();
    });
    it('shows the count up to 99', () => {
        expect(badgeText(1)).toBe('1');
        expect(badgeText(99)).toBe('99');
    });
    it('shows 99+ above 99', () => {
        expect(badgeText(100)).toBe('99+');
        expect(badgeText(12_345)).toBe('99+');
    });
});
