import type { SmtpOverride } from '../../config';
import { hashPassword } from '../../auth/passwords';
import type { DatabaseHandle } from '../connection';
import { seedDemo } from './demo';
import { seedSystem } from './system';
import { syncSystemWidgets } from './systemWidgets';

export interface SeedOptions {
    demo: boolean;
    smtp: SmtpOverride | null;
}

export interface SeedReport {
    system: boolean;
    demo: boolean;
}

/**
 * Seeds a fresh database once: system data, then the demo tenant when asked. Each part is one
 * transaction and leaves a marker in `meta`, so a restart never seeds twice. The system widget library
 * is brought up to date with its manifests whenever they changed.
 */
export async function seedDatabase({ db, sqlite }: DatabaseHandle, options: SeedOptions): Promise<SeedReport> {
    const report: SeedReport = { system: false, demo: false };
    // The demo users share passwords, so each distinct password is hashed once.
    const hashes = new Map<string, Promise<string>>();
    const hash = (password: string) => {
        if (!hashes.has(password)) hashes.set(password, hashPassword(password));
        return hashes.get(password)!;
    };

    await db.transaction().execute(async trx => {
        const seeded = await trx.selectFrom('meta').select('value').where('key', '=', 'seed.system').executeTakeFirst();
        const profile = seeded
            ? await trx.selectFrom('tenant_profile').select('id').where('is_default', '=', 1).executeTakeFirstOrThrow()
            : null;
        let defaultTenantProfileId = profile?.id ?? '';
        if (!seeded) {
            ({ defaultTenantProfileId } = await seedSystem(trx, hash, options.smtp));
            await trx.insertInto('meta').values({ key: 'seed.system', value: new Date().toISOString() }).execute();
            report.system = true;
        }
        // The widget library follows its manifests (shared/widgets/bundles) on every start.
        await syncSystemWidgets(trx);
        if (!options.demo) return;
        const demoSeeded = await trx.selectFrom('meta').select('value').where('key', '=', 'seed.demo').executeTakeFirst();
        if (demoSeeded) return;
        await seedDemo(trx, sqlite, hash, defaultTenantProfileId);
        await trx.insertInto('meta').values({ key: 'seed.demo', value: new Date().toISOString() }).execute();
        report.demo = true;
    });
    return report;
}
