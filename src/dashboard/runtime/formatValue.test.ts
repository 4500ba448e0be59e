import { describe, expect, it } from 'vitest';
import { formatValue, numericValue } from './formatValue';

describe('formatValue', () => {
    it('shows numbers with the decimals, then a space and the units', () => {
        expect(formatValue(23.456, 1, '°C')).toBe('23.5 °C');
        expect(formatValue('41', 0, '%')).toBe('41 %');
    });

    it('uses two decimals when none are set, and no units when there are none', () => {
        expect(formatValue(3, undefined)).toBe('3.00');
        expect(formatValue(3, null, '')).toBe('3.00');
    });

    it('shows text and JSON as they are, and nothing for a missing value', () => {
        expect(formatValue('on', 2, 'x')).toBe('on x');
        expect(formatValue({ a: 1 }, 2)).toBe('{"a":1}');
        expect(formatValue(undefined, 2, '°C')).toBe('');
    });

    it('reads numbers sent as text, not blanks or words', () => {
        expect(numericValue('1e3')).toBe(1000);
        expect(numericValue(' ')).toBeNull();
        expect(numericValue('abc')).toBeNull();
        expect(numericValue(Number.NaN)).toBeNull();
    });
});
