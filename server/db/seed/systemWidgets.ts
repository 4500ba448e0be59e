import { createHash } from 'node:crypto';
import type SqliteDatabase from 'better-sqlite3';
import type { WidgetBundleManifest, WidgetTypeManifest } from '../../../shared/widgets/manifest';
import { WIDGET_BUNDLES } from '../../../shared/widgets/bundles';
import { NULL_UUID, newId, timeOfId } from '../../lib/ids';
import { insertRow } from '../insertRow';

/** A native type's descriptor has no frame code: the console draws it (src/dashboard/widgets). */
const NATIVE_TEMPLATE = { templateHtml: '', templateCss: '', controllerScript: '// Drawn natively by the console (src/dashboard/widgets).' };

/** The stored descriptor of a type: ThingsBoard's shape, its schemas and default configuration as text. */
export const descriptorOf = (type: WidgetTypeManifest) => ({
    type: type.kind,
    sizeX: type.sizeX,
    sizeY: type.sizeY,
    resources: [],
    ...(type.template ?? NATIVE_TEMPLATE),
    settingsSchema: JSON.stringify(type.settingsSchema ?? {}),
    dataKeySettingsSchema: JSON.stringify(type.dataKeySettingsSchema ?? {}),
    defaultConfig: JSON.stringify(type.defaultConfig),
});

/**
 * Brings the system widget library to the manifests (shared/widgets/bundles): adds each missing bundle and
 * type, and rewrites a system type whose name or descriptor differs, as ThingsBoard's upgrade reloads its
 * system widgets. Tenants' own bundles and types are never touched.
 */
export function seedSystemWidgets(sqlite: SqliteDatabase.Database, bundles: readonly WidgetBundleManifest[] = WIDGET_BUNDLES): void {
    for (const bundle of bundles) {
        const known = sqlite.prepare('SELECT id FROM widgets_bundle WHERE tenant_id = ? AND alias = ?').get(NULL_UUID, bundle.alias);
        if (!known) {
            const id = newId();
            insertRow(sqlite, 'widgets_bundle', { id, created_time: timeOfId(id), tenant_id: NULL_UUID, alias: bundle.alias, title: bundle.title, image: null, description: null });
        }
        const stored = new Map(
            (sqlite.prepare('SELECT id, alias, name, descriptor FROM widget_type WHERE tenant_id = ? AND bundle_alias = ?').all(NULL_UUID, bundle.alias) as Array<{ id: string; alias: string; name: string; descriptor: string }>)
                .map(row => [row.alias, row]),
        );
        for (const type of bundle.types) {
            const descriptor = JSON.stringify(descriptorOf(type));
            const present = stored.get(type.typeAlias);
            if (!present) {
                const id = newId();
                insertRow(sqlite, 'widget_type', { id, created_time: timeOfId(id), tenant_id: NULL_UUID, bundle_alias: bundle.alias, alias: type.typeAlias, name: type.name, image: null, description: type.description ?? null, descriptor });
            } else if (present.name !== type.name || present.descriptor !== descriptor) {
                sqlite.prepare('UPDATE widget_type SET name = ?, descriptor = ? WHERE id = ?').run(type.name, descriptor, present.id);
            }
        }
    }
}

/** A fingerprint of the manifests: the library is brought up to date only when they changed. */
export const systemWidgetsFingerprint = (bundles: readonly WidgetBundleManifest[] = WIDGET_BUNDLES): string =>
    createHash('sha256').update(JSON.stringify(bundles)).digest('hex');

const FINGERPRINT_KEY = 'seed.systemWidgets';

/** Seeds or updates the system widget library when the manifests differ from those last seeded. */
export function syncSystemWidgets(sqlite: SqliteDatabase.Database): boolean {
    const fingerprint = systemWidgetsFingerprint();
    const last = sqlite.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(FINGERPRINT_KEY) as string | undefined;
    if (last === fingerprint) return false;
    sqlite.transaction(() => {
        seedSystemWidgets(sqlite);
        sqlite.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(FINGERPRINT_KEY, fingerprint);
    })();
    return true;
}
