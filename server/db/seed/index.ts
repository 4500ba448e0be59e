import type { SmtpOverride } from '../../config';
import { hashPassword } from '../../auth/passwords';
import type SqliteDatabase from 'better-sqlite3';
import { inAsyncTransaction } from '../asyncTransaction';
import type { DatabaseHandle } from '../connection';
import { TenantProfileRows } from '../repositories/tenantProfiles';
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
export async function seedDatabase({ sqlite }: DatabaseHandle, options: SeedOptions): Promise<SeedReport> {
    const report: SeedReport = { system: false, demo: false };
    // The demo users share passwords, so each distinct password is hashed once.
    const hashes = new Map<string, Promise<string>>();
    const hash = (password: string) => {
        if (!hashes.has(password)) hashes.set(password, hashPassword(password));
        return hashes.get(password)!;
    };

    await inAsyncTransaction(sqlite, async () => {
        const seeded = sqlite.prepare('SELECT value FROM meta WHERE key = ?').get('seed.system');
        let defaultTenantProfileId = seeded ? new TenantProfileRows(sqlite).defaultId() ?? '' : '';
        if (!seeded) {
            ({ defaultTenantProfileId } = await seedSystem(sqlite, hash, options.smtp));
            markSeeded(sqlite, 'seed.system');
            report.system = true;
        }
        // The widget library follows its manifests (shared/widgets/bundles) on every start.
        syncSystemWidgets(sqlite);
        if (!options.demo) return;
        if (sqlite.prepare('SELECT value FROM meta WHERE key = ?').get('seed.demo')) return;
        await seedDemo(sqlite, hash, defaultTenantProfileId);
        markSeeded(sqlite, 'seed.demo');
        report.demo = true;
    });
    return report;
}

const markSeeded = (sqlite: SqliteDatabase.Database, key: string) =>
    sqlite.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, new Date().toISOString());
