import { describe, expect, it } from 'vitest';
import { fillValuePattern } from './valuePattern';
import { series } from './widgetTestKit';

const data = [
    series({ name: 'Thermostat T1', label: 'Living room' }, { name: 'temperature', label: 'Temperature', decimals: 2 }, [[1, 21.456]]),
    series({ name: 'Thermostat T1' }, { name: 'status' }, [[1, '<img src=x onerror=alert(1)>']]),
];

describe('value pattern of the HTML value and markdown cards', () => {
    it('fills ${label} with the latest value in the key decimals, ${label:n} with n decimals', () => {
        expect(fillValuePattern('<b>${Temperature}</b> / ${Temperature:0}', data)).toBe('<b>21.46</b> / 21');
    });

    it('matches a key by its name when no label has that text', () => {
        expect(fillValuePattern('${temperature:1}', data)).toBe('21.5');
    });

    it("fills the first entity's fields", () => {
        expect(fillValuePattern('${entityName} (${entityLabel})', data)).toBe('Thermostat T1 (Living room)');
    });

    it('escapes values, so a device cannot inject markup', () => {
        expect(fillValuePattern('${status}', data)).toBe('&#60;img src=x onerror=alert(1)&#62;');
    });

    it('leaves unknown names and plain text as written', () => {
        expect(fillValuePattern('Price ${unknown} $5', data)).toBe('Price ${unknown} $5');
        expect(fillValuePattern('${Temperature}', [])).toBe('${Temperature}');
    });
});
