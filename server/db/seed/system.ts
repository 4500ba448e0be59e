import type SqliteDatabase from 'better-sqlite3';
import type { SmtpOverride } from '../../config';
import { newId, timeOfId } from '../../lib/ids';
import { insertRow } from '../insertRow';
import { AdminSettingsRepository } from '../repositories/adminSettings';
import { UserRepository } from '../repositories/users';

/** Every limit of a tenant profile; 0 means unlimited (reference §1.3). */
const UNLIMITED_TENANT_PROFILE_CONFIGURATION = {
    type: 'DEFAULT',
    maxDevices: 0,
    maxAssets: 0,
    maxCustomers: 0,
    maxUsers: 0,
    maxDashboards: 0,
    maxRuleChains: 0,
    maxResourcesInBytes: 0,
    maxOtaPackagesInBytes: 0,
    maxTransportMessages: 0,
    maxTransportDataPoints: 0,
    maxREExecutions: 0,
    maxJSExecutions: 0,
    maxDPStorageDays: 0,
    maxRuleNodeExecutionsPerMessage: 0,
    maxEmails: 0,
    maxSms: 0,
    maxCreatedAlarms: 0,
    defaultStorageTtlDays: 0,
    alarmsTtlDays: 0,
    rpcTtlDays: 0,
};

const TENANT_PROFILES = [
    { name: 'Default', description: 'Default tenant profile', isDefault: true, core: false, ruleEngine: false },
    { name: 'Isolated TB Core', description: 'Isolated TB Core tenant profile', isDefault: false, core: true, ruleEngine: false },
    { name: 'Isolated TB Rule Engine', description: 'Isolated TB Rule Engine tenant profile', isDefault: false, core: false, ruleEngine: true },
    {
        name: 'Isolated TB Core and TB Rule Engine',
        description: 'Isolated TB Core and TB Rule Engine tenant profile',
        isDefault: false,
        core: true,
        ruleEngine: true,
    },
];

export interface SystemSeed {
    defaultTenantProfileId: string;
}

/**
 * System data of a fresh install: the sysadmin, the tenant profiles and the general and mail
 * settings. The mail host is left empty unless SMTP_HOST is given, so that activation and reset
 * links are logged for a local user instead of failing against a mail server that is not there.
 */
export async function seedSystem(
    sqlite: SqliteDatabase.Database,
    hash: (password: string) => Promise<string>,
    smtp: SmtpOverride | null,
): Promise<SystemSeed> {
    let defaultTenantProfileId = '';
    for (const profile of TENANT_PROFILES) {
        const id = newId();
        if (profile.isDefault) defaultTenantProfileId = id;
        insertRow(sqlite, 'tenant_profile', {
            id,
            created_time: timeOfId(id),
            name: profile.name,
            description: profile.description,
            is_default: profile.isDefault ? 1 : 0,
            isolated_tb_core: profile.core ? 1 : 0,
            isolated_tb_rule_engine: profile.ruleEngine ? 1 : 0,
            profile_data: JSON.stringify({ configuration: UNLIMITED_TENANT_PROFILE_CONFIGURATION }),
        });
    }

    await new UserRepository(sqlite).create({ email: 'sysadmin@thingsboard.org', authority: 'SYS_ADMIN' }, await hash('sysadmin'));

    const settings = new AdminSettingsRepository(sqlite);
    await settings.save('general', { baseUrl: 'http://localhost:8080', prohibitDifferentUrl: false });
    await settings.save('mail', {
        mailFrom: 'Thingdeck <sysadmin@localhost.localdomain>',
        smtpProtocol: 'smtp',
        smtpHost: smtp?.host ?? '',
        smtpPort: String(smtp?.port ?? 25),
        timeout: '10000',
        enableTls: false,
        username: '',
        password: '',
        tlsVersion: 'TLSv1.2',
        enableProxy: false,
        showChangePassword: false,
    });
    return { defaultTenantProfileId };
}
