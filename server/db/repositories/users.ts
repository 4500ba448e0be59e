import crypto from 'node:crypto';
import type SqliteDatabase from 'better-sqlite3';
import { entityId, newId, NULL_UUID, timeOfId } from '../../lib/ids';
import { fromJsonColumn, isPlainObject, toJsonColumn } from '../../lib/json';
import type { UserCredentialsTable, UserTable } from '../schema';
import { withStatementCache } from '../statementCache';

export type UserRow = UserTable;
export type CredentialsRow = UserCredentialsTable;

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

/** Credential columns a caller may change (all but the row's identity). */
type CredentialsChanges = Partial<Omit<CredentialsRow, 'id' | 'user_id'>>;

const CREDENTIALS_COLUMNS: ReadonlySet<string> = new Set([
    'created_time', 'enabled', 'password', 'activate_token', 'reset_token', 'password_changed_at', 'password_history', 'tokens_outdated_at', 'failed_login_attempts',
] satisfies ReadonlyArray<keyof CredentialsChanges>);

/**
 * Users and their credentials. The methods answer promises as the rest of the account code awaits
 * them; the statements themselves run synchronously.
 */
export class UserRepository {
    private readonly sqlite: SqliteDatabase.Database;

    constructor(sqlite: SqliteDatabase.Database) {
        // Every authenticated call reads its user: the statements are kept.
        this.sqlite = withStatementCache(sqlite, 50);
    }

    async findById(id: string): Promise<UserRow | undefined> {
        return this.sqlite.prepare('SELECT * FROM tb_user WHERE id = ?').get(id) as UserRow | undefined;
    }

    /** E-mails are kept as typed and matched case-insensitively (the column collates NOCASE). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
        return this.sqlite.prepare('SELECT * FROM tb_user WHERE email = ?').get(email) as UserRow | undefined;
    }

    async credentialsOf(userId: string): Promise<CredentialsRow | undefined> {
        return this.credentialsOfNow(userId);
    }

    /** The same, for synchronous callers (a user's JSON carries whether its credentials are enabled). */
    credentialsOfNow(userId: unknown): CredentialsRow | undefined {
        return this.sqlite.prepare('SELECT * FROM user_credentials WHERE user_id = ?').get(userId) as CredentialsRow | undefined;
    }

    async findCredentialsByActivateToken(token: string): Promise<CredentialsRow | undefined> {
        return this.sqlite.prepare('SELECT * FROM user_credentials WHERE activate_token = ?').get(token) as CredentialsRow | undefined;
    }

    async findCredentialsByResetToken(token: string): Promise<CredentialsRow | undefined> {
        return this.sqlite.prepare('SELECT * FROM user_credentials WHERE reset_token = ?').get(token) as CredentialsRow | undefined;
    }

    async updateCredentials(userId: string, changes: CredentialsChanges): Promise<void> {
        // Column names come from the typed keys, checked against the table's columns all the same.
        const columns = Object.keys(changes).filter(column => changes[column as keyof CredentialsChanges] !== undefined);
        const unknown = columns.find(column => !CREDENTIALS_COLUMNS.has(column));
        if (unknown) throw new Error(`user_credentials has no column ${unknown}`);
        if (columns.length === 0) return;
        const values = columns.map(column => changes[column as keyof CredentialsChanges]);
        this.sqlite.prepare(`UPDATE user_credentials SET ${columns.map(column => `${column} = ?`).join(', ')} WHERE user_id = ?`).run(...values, userId);
    }

    /** Keeps the time of the last successful sign-in in additionalInfo, where ThingsBoard keeps it. */
    async recordLogin(userId: string, at = Date.now()): Promise<void> {
        const user = await this.findById(userId);
        if (!user) return;
        const stored = fromJsonColumn(user.additional_info);
        const info = isPlainObject(stored) ? stored : {};
        this.sqlite.prepare('UPDATE tb_user SET additional_info = ? WHERE id = ?').run(JSON.stringify({ ...info, lastLoginTs: at, failedLoginAttempts: 0 }), userId);
    }

    async delete(userId: string): Promise<void> {
        this.sqlite.prepare('DELETE FROM tb_user WHERE id = ?').run(userId);
    }

    idsOfCustomer(tenantId: unknown, customerId: unknown): string[] {
        return this.sqlite.prepare('SELECT id FROM tb_user WHERE customer_id = ? AND tenant_id = ?').pluck().all(customerId, tenantId) as string[];
    }

    /** The customer's users; their credentials follow through the foreign key. */
    deleteOfCustomer(tenantId: unknown, customerId: unknown): void {
        this.sqlite.prepare('DELETE FROM tb_user WHERE customer_id = ? AND tenant_id = ?').run(customerId, tenantId);
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
        // Both rows or neither; inside a caller's transaction this nests as a savepoint.
        this.sqlite.transaction(() => {
            this.sqlite
                .prepare('INSERT INTO tb_user (id, created_time, tenant_id, customer_id, email, authority, first_name, last_name, additional_info) VALUES (@id, @created_time, @tenant_id, @customer_id, @email, @authority, @first_name, @last_name, @additional_info)')
                .run(row);
            this.sqlite
                .prepare(`INSERT INTO user_credentials (id, created_time, user_id, enabled, password, activate_token, reset_token, password_changed_at, password_history, tokens_outdated_at, failed_login_attempts)
                          VALUES (@id, @created_time, @user_id, @enabled, @password, @activate_token, @reset_token, @password_changed_at, @password_history, @tokens_outdated_at, @failed_login_attempts)`)
                .run(credentials);
        })();
        return { user: row, credentials };
    }
}
