import { describe, expect, it } from 'vitest';
import { NATIVE_WIDGETS } from '../../../src/dashboard/widgets/catalogue';
import { SYSTEM_WIDGET_BUNDLES } from './systemWidgets';

const seededKeys = SYSTEM_WIDGET_BUNDLES.flatMap(bundle => bundle.types.map(type => `${bundle.alias}.${type.alias}`));

describe('system widget library seed', () => {
    it('has a system type for every native widget of the console, so dashboards can name each one', () => {
        expect(seededKeys).toEqual(expect.arrayContaining(Object.keys(NATIVE_WIDGETS)));
    });

    it('has unique keys, sizes and a default configuration that is JSON with datasources', () => {
        expect(new Set(seededKeys).size).toBe(seededKeys.length);
        for (const type of SYSTEM_WIDGET_BUNDLES.flatMap(bundle => bundle.types)) {
            expect(type.sizeX).toBeGreaterThan(0);
            expect(type.sizeY).toBeGreaterThan(0);
            expect(Array.isArray(JSON.parse(JSON.stringify(type.defaultConfig)).datasources)).toBe(true);
            expect(type.template.controllerScript).toContain('self.onInit');
            // The script is compiled in the widget frame as a function body: it must at least parse.
            expect(() => new Function(type.template.controllerScript)).not.toThrow();
        }
    });
});
