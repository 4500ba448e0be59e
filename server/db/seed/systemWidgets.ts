import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { WidgetBundleManifest, WidgetTypeManifest } from '../../../shared/widgets/manifest';
import { WIDGET_BUNDLES } from '../../../shared/widgets/bundles';
import { NULL_UUID, newId, timeOfId } from '../../lib/ids';
import type { Database } from '../schema';

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
export async function seedSystemWidgets(trx: Transaction<Database>, bundles: readonly WidgetBundleManifest[] = WIDGET_BUNDLES): Promise<void> {
    for (const bundle of bundles) {
        const known = await trx.selectFrom('widgets_bundle').select('id').where('tenant_id', '=', NULL_UUID).where('alias', '=', bundle.alias).executeTakeFirst();
        if (!known) {
            const id = newId();
            await trx
                .insertInto('widgets_bundle')
                .values({ id, created_time: timeOfId(id), tenant_id: NULL_UUID, alias: bundle.alias, title: bundle.title, image: null, description: null })
                .execute();
        }
        const stored = new Map(
            (await trx.selectFrom('widget_type').select(['id', 'alias', 'name', 'descriptor']).where('tenant_id', '=', NULL_UUID).where('bundle_alias', '=', bundle.alias).execute())
                .map(row => [row.alias, row]),
        );
        for (const type of bundle.types) {
            const descriptor = JSON.stringify(descriptorOf(type));
            const present = stored.get(type.typeAlias);
            if (!present) {
                const id = newId();
                await trx
                    .insertInto('widget_type')
                    .values({ id, created_time: timeOfId(id), tenant_id: NULL_UUID, bundle_alias: bundle.alias, alias: type.typeAlias, name: type.name, image: null, description: type.description ?? null, descriptor })
                    .execute();
            } else if (present.name !== type.name || present.descriptor !== descriptor) {
                await trx.updateTable('widget_type').set({ name: type.name, descriptor }).where('id', '=', present.id).execute();
            }
        }
    }
}

/** A fingerprint of the manifests: the library is brought up to date only when they changed. */
export const systemWidgetsFingerprint = (bundles: readonly WidgetBundleManifest[] = WIDGET_BUNDLES): string =>
    createHash('sha256').update(JSON.stringify(bundles)).digest('hex');

const FINGERPRINT_KEY = 'seed.systemWidgets';

/** Seeds or updates the system widget library when the manifests differ from those last seeded. */
export async function syncSystemWidgets(trx: Transaction<Database>): Promise<boolean> {
    const fingerprint = systemWidgetsFingerprint();
    const last = await trx.selectFrom('meta').select('value').where('key', '=', FINGERPRINT_KEY).executeTakeFirst();
    if (last?.value === fingerprint) return false;
    await seedSystemWidgets(trx);
    if (last) await trx.updateTable('meta').set({ value: fingerprint }).where('key', '=', FINGERPRINT_KEY).execute();
    else await trx.insertInto('meta').values({ key: FINGERPRINT_KEY, value: fingerprint }).execute();
    return true;
}
