import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { entityId, newId, NULL_UUID, timeOfId } from '../../lib/ids';
import { fromJsonColumn, isPlainObject, toJsonColumn } from '../../lib/json';
import type { Database, UserCredentialsTable, UserTable } from '../schema';

export type UserRow = Selectable<UserTable>;
export type CredentialsRow = Selectable<UserCredentialsTable>;

/** ThingsBoard's activation and reset tokens are 30 random alphanumerics. */
export const newSecretToken = (): string => randomAlphanumeric(30);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomAlphanumeric(length: number): string {
    const bytes = crypto.randomBytes(length * 2);
    let out = '';
    // Rejection sampling keeps every character equally likely.
    for (const byte of bytes) {
        if (byte >= 248) continue;
        out += ALPHANUMERIC[byte % 62];
        if (out.length === length) return out;
    }
    return out + randomAlphanumeric(length - out.length);
}

/** A user as ThingsBoard serialises it; the credentials' state goes into additionalInfo on reads. */
export function userToJson(row: UserRow, credentials?: Pick<CredentialsRow, 'enabled'> | null) {
    const stored = fromJsonColumn(row.additional_info);
    const additionalInfo = isPlainObject(stored) ? { ...stored } : {};
    if (credentials) additionalInfo.userCredentialsEnabled = credentials.enabled === 1;
    return {
        id: entityId('USER', row.id),
        createdTime: row.created_time,
        tenantId: entityId('TENANT', row.tenant_id),
        customerId: entityId('CUSTOMER', row.customer_id),
        email: row.email,
        name: row.email,
        authority: row.authority,
        firstName: row.first_name,
        lastName: row.last_name,
        additionalInfo,
    };
}

export interface NewUser {
    email: string;
    authority: UserRow['authority'];
    tenantId?: string;
    customerId?: string;
    firstName?: string | null;
    lastName?: string | null;
    additionalInfo?: unknown;
}

export class UserRepository {
    constructor(private readonly db: Kysely<Database>) {}

    findById(id: string): Promise<UserRow | undefined> {
        return this.db.selectFrom('tb_user').selectAll().where('id', '=', id).executeTakeFirst();
    }

    /** E-mails are kept as typed and matched case-insensitively (the column collates NOCASE). */
    findByEmail(email: string): Promise<UserRow | undefined> {
        return this.db.selectFrom('tb_user').selectAll().where('email', '=', email).executeTakeFirst();
    }

    credentialsOf(userId: string): Promise<CredentialsRow | undefined> {
        return this.db.selectFrom('user_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
    }

    findCredentialsByActivateToken(token: string): Promise<CredentialsRow | undefined> {
        return this.db.selectFrom('user_credentials').selectAll().where('activate_token', '=', token).executeTakeFirst();
    }

    findCredentialsByResetToken(token: string): Promise<CredentialsRow | undefined> {
        return this.db.selectFrom('user_credentials').selectAll().where('reset_token', '=', token).executeTakeFirst();
    }

    async updateCredentials(userId: string, changes: Partial<Omit<CredentialsRow, 'id' | 'user_id'>>): Promise<void> {
        await this.db.updateTable('user_credentials').set(changes).where('user_id', '=', userId).execute();
    }

    /** Keeps the time of the last successful sign-in in additionalInfo, where ThingsBoard keeps it. */
    async recordLogin(userId: string, at = Date.now()): Promise<void> {
        const user = await this.findById(userId);
        if (!user) return;
        const stored = fromJsonColumn(user.additional_info);
        const info = isPlainObject(stored) ? stored : {};
        await this.db
            .updateTable('tb_user')
            .set({ additional_info: JSON.stringify({ ...info, lastLoginTs: at, failedLoginAttempts: 0 }) })
            .where('id', '=', userId)
            .execute();
    }

    async delete(userId: string): Promise<void> {
        await this.db.deleteFrom('tb_user').where('id', '=', userId).execute();
    }

    /** Creates a user with credentials: active with a password hash, or waiting for activation. */
    async create(user: NewUser, passwordHash: string | null, at = Date.now()): Promise<{ user: UserRow; credentials: CredentialsRow }> {
        const id = newId(at);
        const row: UserRow = {
            id,
            created_time: timeOfId(id),
            tenant_id: user.tenantId ?? NULL_UUID,
            customer_id: user.customerId ?? NULL_UUID,
            email: user.email,
            authority: user.authority,
            first_name: user.firstName ?? null,
            last_name: user.lastName ?? null,
            additional_info: toJsonColumn(user.additionalInfo ?? null),
        };
        const credentialsId = newId(at);
        const credentials: CredentialsRow = {
            id: credentialsId,
            created_time: timeOfId(credentialsId),
            user_id: id,
            enabled: passwordHash ? 1 : 0,
            password: passwordHash,
            activate_token: passwordHash ? null : newSecretToken(),
            reset_token: null,
            password_changed_at: passwordHash ? at : null,
            password_history: passwordHash ? JSON.stringify({ [String(at)]: passwordHash }) : null,
            tokens_outdated_at: null,
            failed_login_attempts: 0,
        };
        const insertBoth = async (db: Kysely<Database>) => {
            await db.insertInto('tb_user').values(row).execute();
            await db.insertInto('user_credentials').values(credentials).execute();
        };
        // Inside a caller's transaction the two rows join it; otherwise they get their own.
        if (this.db.isTransaction) await insertBoth(this.db);
        else await this.db.transaction().execute(insertBoth);
        return { user: row, credentials };
    }
}
