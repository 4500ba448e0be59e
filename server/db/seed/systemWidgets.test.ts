import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../connection';
import { up as addWidgetLibrary } from '../migrations/019_widget_types';
import { SYSTEM_BUNDLE_TITLES, SYSTEM_WIDGET_BUNDLES, systemWidgetBundles, type SystemWidgetType } from './systemWidgets';

const seededKeys = SYSTEM_WIDGET_BUNDLES.flatMap(bundle => bundle.types.map(type => `${bundle.alias}.${type.alias}`));

describe('system widget library seed', () => {
    it('gives every type a size and a default configuration, and frame scripts that parse', () => {
        for (const type of SYSTEM_WIDGET_BUNDLES.flatMap(bundle => bundle.types)) {
            expect(type.sizeX).toBeGreaterThan(0);
            expect(type.sizeY).toBeGreaterThan(0);
            expect(JSON.parse(JSON.stringify(type.defaultConfig))).toBeTypeOf('object');
            if (!type.template) continue;
            expect(type.template.controllerScript).toContain('self.onInit');
            // The script is compiled in the widget frame as a function body: it must at least parse.
            expect(() => new Function(type.template!.controllerScript)).not.toThrow();
        }
    });

    it('seeds each key once, a later entry replacing an earlier one, bundles in ThingsBoard\'s order with their titles', () => {
        expect(new Set(seededKeys).size).toBe(seededKeys.length);
        const entry = (bundle: SystemWidgetType['bundle'], alias: string, name: string): SystemWidgetType => ({ bundle, alias, name, kind: 'latest', sizeX: 1, sizeY: 1, defaultConfig: {} });
        const bundles = systemWidgetBundles([entry('charts', 'a', 'First'), entry('alarm_widgets', 'b', 'B'), entry('charts', 'a', 'Restated')]);
        expect(bundles.map(bundle => [bundle.alias, bundle.title, bundle.types.map(type => type.name)])).toEqual([
            ['alarm_widgets', 'Alarm widgets', ['B']],
            ['charts', 'Charts', ['Restated']],
        ]);
        expect(Object.keys(SYSTEM_BUNDLE_TITLES)).toHaveLength(14);
    });
});

describe('system widget library in a database seeded before it existed (migration 019)', () => {
    it('adds the missing bundles and types once, and leaves an unseeded database to the seed', async () => {
        const handle = await openDatabase(':memory:');
        try {
            const count = (table: 'widgets_bundle' | 'widget_type') =>
                (handle.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
            // A fresh database: the migrations run before the seed, which brings the library itself.
            expect(count('widgets_bundle')).toBe(0);

            await handle.db.insertInto('meta').values({ key: 'seed.system', value: 'earlier' }).execute();
            await addWidgetLibrary(handle.db as Kysely<unknown>);
            expect(count('widgets_bundle')).toBe(SYSTEM_WIDGET_BUNDLES.length);
            expect(count('widget_type')).toBe(seededKeys.length);

            handle.sqlite.prepare("DELETE FROM widget_type WHERE alias = 'simple_card'").run();
            await addWidgetLibrary(handle.db as Kysely<unknown>);
            expect(count('widgets_bundle')).toBe(SYSTEM_WIDGET_BUNDLES.length);
            expect(count('widget_type')).toBe(seededKeys.length);
        } finally {
            await handle.close();
        }
    });
});
