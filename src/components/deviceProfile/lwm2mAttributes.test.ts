import { describe, expect, it } from 'vitest';
import { LWM2M_ATTRIBUTE_NAMES, lwm2mAttributeError, lwm2mAttributeValue } from './lwm2mAttributes';

describe('LwM2M write attributes (part2 §5.1)', () => {
    it('every attribute is required', () => {
        for (const name of LWM2M_ATTRIBUTE_NAMES) expect(lwm2mAttributeError(name, '  ')).toBe('device-profile.lwm2m.attribute-value-required');
    });
    it('pmin and pmax are digits only, so at least 0', () => {
        for (const name of ['pmin', 'pmax'] as const) {
            expect(lwm2mAttributeError(name, '0')).toBeNull();
            expect(lwm2mAttributeError(name, ' 60 ')).toBeNull();
            for (const bad of ['-1', '1.5', '1e3', 'ten', '+5']) expect(lwm2mAttributeError(name, bad)).toBe('device-profile.lwm2m.attribute-value-pattern');
        }
    });
    it('gt, lt and st take any number', () => {
        for (const name of ['gt', 'lt', 'st'] as const) {
            expect(lwm2mAttributeError(name, '-2.5')).toBeNull();
            expect(lwm2mAttributeError(name, 'x')).toBe('device-profile.lwm2m.attribute-value-number');
        }
        expect(lwm2mAttributeValue(' 12.5 ')).toBe(12.5);
    });
});
