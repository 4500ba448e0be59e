import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { NATIVE_WIDGETS } from '../../../src/dashboard/widgets/catalogue';
import { openDatabase } from '../connection';
import { up as addWidgetLibrary } from '../migrations/019_widget_types';
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
