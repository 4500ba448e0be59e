import { describe, expect, it } from 'vitest';
import { WIDGET_BUNDLE_ALIASES, WIDGET_BUNDLES, WIDGET_TYPES, widgetTypeKey } from '../../../shared/widgets/bundles';
import { NULL_UUID } from '../../lib/ids';
import { openDatabase } from '../connection';
import { up as addWidgetLibrary } from '../migrations/019_widget_types';
import { seedSystemWidgets, syncSystemWidgets } from './systemWidgets';

const seededKeys = WIDGET_TYPES.map(widgetTypeKey);

describe('system widget manifests', () => {
    it("are ThingsBoard's 14 bundles in its order, each file naming its own bundle", () => {
        expect(WIDGET_BUNDLES.map(bundle => bundle.alias)).toEqual([...WIDGET_BUNDLE_ALIASES]);
    });

    it('give every type a size and a default configuration, and frame scripts that parse', () => {
        expect(new Set(seededKeys).size).toBe(seededKeys.length);
        for (const type of WIDGET_TYPES) {
            expect(type.sizeX).toBeGreaterThan(0);
            expect(type.sizeY).toBeGreaterThan(0);
            expect(JSON.parse(JSON.stringify(type.defaultConfig))).toBeTypeOf('object');
            if (!type.template) continue;
            expect(type.template.controllerScript).toContain('self.onInit');
            // The script is compiled in the widget frame as a function body: it must at least parse.
            expect(() => new Function(type.template!.controllerScript)).not.toThrow();
        }
    });
});

describe('system widget library seed', () => {
    const withDatabase = async (test: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) => {
        const handle = await openDatabase(':memory:');
        try {
            await test(handle);
        } finally {
            await handle.close();
        }
    };
    const count = (handle: Awaited<ReturnType<typeof openDatabase>>, table: 'widgets_bundle' | 'widget_type') =>
        (handle.sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

    it('adds the missing bundles and types once in a database seeded before the library existed (migration 019)', () =>
        withDatabase(async handle => {
            // A fresh database: the migrations run before the seed, which brings the library itself.
            expect(count(handle, 'widgets_bundle')).toBe(0);
            handle.sqlite.prepare("INSERT INTO meta (key, value) VALUES ('seed.system', 'earlier')").run();
            addWidgetLibrary(handle.sqlite);
            expect(count(handle, 'widgets_bundle')).toBe(14);
            expect(count(handle, 'widget_type')).toBe(seededKeys.length);

            handle.sqlite.prepare("DELETE FROM widget_type WHERE alias = 'simple_card'").run();
            addWidgetLibrary(handle.sqlite);
            expect(count(handle, 'widgets_bundle')).toBe(14);
            expect(count(handle, 'widget_type')).toBe(seededKeys.length);
        }));

    it('rewrites a system type that differs from its manifest, and leaves a tenant type of the same alias alone', () =>
        withDatabase(async handle => {
            seedSystemWidgets(handle.sqlite);
            const descriptor = (tenant: string) =>
                (handle.sqlite.prepare("SELECT descriptor FROM widget_type WHERE alias = 'simple_card' AND tenant_id = ?").get(tenant) as { descriptor: string }).descriptor;
            const seeded = descriptor(NULL_UUID);
            handle.sqlite.prepare("UPDATE widget_type SET descriptor = '{}', name = 'Old' WHERE alias = 'simple_card'").run();
            handle.sqlite
                .prepare("INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, descriptor) VALUES ('t1', 1, 'tenant-a', 'cards', 'simple_card', 'Mine', '{}')")
                .run();
            seedSystemWidgets(handle.sqlite);
            expect(descriptor(NULL_UUID)).toBe(seeded);
            expect(descriptor('tenant-a')).toBe('{}');
        }));

    it('runs at start only when the manifests changed since the last seed', () =>
        withDatabase(async handle => {
            expect(syncSystemWidgets(handle.sqlite)).toBe(true);
            expect(count(handle, 'widget_type')).toBe(seededKeys.length);
            expect(syncSystemWidgets(handle.sqlite)).toBe(false);
            handle.sqlite.prepare("UPDATE meta SET value = 'older manifests' WHERE key = 'seed.systemWidgets'").run();
            handle.sqlite.prepare("DELETE FROM widget_type WHERE alias = 'simple_card'").run();
            expect(syncSystemWidgets(handle.sqlite)).toBe(true);
            expect(count(handle, 'widget_type')).toBe(seededKeys.length);
        }));
});
