import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from './csvText';

describe('csv text (RFC 4180)', () => {
    it('leaves plain fields as they are', () => {
        expect(csvRecord(['Thermostat T1', '42', ''])).toBe('Thermostat T1,42,\r\n');
    });

    it('quotes fields holding commas, quotes and line breaks, doubling the quotes', () => {
        expect(csvField('a,b')).toBe('"a,b"');
        expect(csvField('say "hi"')).toBe('"say ""hi"""');
        expect(csvField('two\nlines')).toBe('"two\nlines"');
        expect(csvField('cr\rlf')).toBe('"cr\rlf"');
        expect(csvRecord(['x', 'y,z'])).toBe('x,"y,z"\r\n');
    });

    it('keeps unicode as it is', () => {
        expect(csvField('Température °C — 東京')).toBe('Température °C — 東京');
    });

    it('guards cells a spreadsheet would run as formulas with a leading apostrophe', () => {
        expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
        expect(csvField('+cmd')).toBe("'+cmd");
        expect(csvField('-2+3')).toBe("'-2+3");
        expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
        expect(csvField('\t=1')).toBe("'\t=1");
    });

    it('leaves plain numbers, negative ones included, as numbers', () => {
        expect(csvField('-3.5')).toBe('-3.5');
        expect(csvField('+7')).toBe('+7');
        expect(csvField('-1e-3')).toBe('-1e-3');
        expect(csvField('a=b')).toBe('a=b');
    });
});
