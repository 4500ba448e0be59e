import type { AdminSettingsRepository } from '../db/repositories/adminSettings';
import type { CustomerRepository } from '../db/repositories/customers';
import { newSecretToken, type CredentialsRow, type UserRepository, type UserRow } from '../db/repositories/users';
import { authenticationFailed, badRequest, ErrorCode, ThingsboardError, tokenExpired } from '../errors';
import { NULL_UUID } from '../lib/ids';
import { fromJsonColumn, isPlainObject } from '../lib/json';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { assertPasswordAllowed, passwordExpired, passwordReusedMessage, recentPasswordHashes, withPasswordSet, type PasswordHistory } from '../auth/passwordPolicy';
import { securitySettingsOf, type SecuritySettings, type SecuritySettingsInput } from '../settings/securitySettings';
import type { AccessClaims, JwtPair, TokenService } from '../auth/tokens';
import type { RevokedSessions } from '../auth/revokedSessions';
import type { SessionsEnded } from '../auth/sessionsEnded';
import type { Mailer } from '../mail/mailer';
import { mailLanguageOf } from '../mail/mailLanguage';
import { accountActivatedMail, accountLockoutMail, activationMail, passwordWasResetMail, resetPasswordMail } from '../mail/templates';

export type { SecuritySettings };

const invalidCredentials = () => authenticationFailed('Invalid username or password');
const inactiveAccount = () => authenticationFailed('User account is not active');

export interface AccountDependencies {
    users: UserRepository;
    customers: CustomerRepository;
    settings: AdminSettingsRepository;
    tokens: TokenService;
    mailer: Mailer;
    revoked: RevokedSessions;
    /** How long a refresh token lives, so a revocation is kept as long as the session's last token could. */
    refreshTokenTtlSec: number;
}

/**
 * Sign-in, tokens and the password life cycle, as ThingsBoard's AuthController and
 * DefaultSystemSecurityService do them.
 */
export class AccountService {
    private readonly endedListeners: Array<(ended: SessionsEnded) => void> = [];

    constructor(private readonly deps: AccountDependencies) {}

    /** Hears of every logout and every change that outdates tokens (password, lockout, disable, a deleted user, customer or tenant). */
    onSessionsEnded(listener: (ended: SessionsEnded) => void): void {
        this.endedListeners.push(listener);
    }

    /** Tells the listeners that these sessions' tokens no longer hold. */
    sessionsEnded(ended: SessionsEnded): void {
        for (const listener of this.endedListeners) listener(ended);
    }

    async securitySettings(): Promise<SecuritySettings> {
        return securitySettingsOf(await this.deps.settings.get<SecuritySettingsInput>('securitySettings'));
    }

    /** A pair of a new sign-in session, or of `sessionId` when a refresh continues it. */
    async tokensFor(user: UserRow, sessionId?: string): Promise<JwtPair> {
        const credentials = await this.deps.users.credentialsOf(user.id);
        return this.deps.tokens.issuePair({
            userId: user.id,
            sub: user.email,
            authority: user.authority,
            tenantId: user.tenant_id,
            customerId: user.customer_id,
            firstName: user.first_name,
            lastName: user.last_name,
            enabled: credentials?.enabled === 1,
            isPublic: false,
        }, Date.now(), sessionId);
    }

    async login(username: string, password: string): Promise<JwtPair> {
        const user = await this.deps.users.findByEmail(username);
        if (!user) throw invalidCredentials();
        const credentials = await this.deps.users.credentialsOf(user.id);
        if (!credentials) throw invalidCredentials();
        const security = await this.securitySettings();

        if (!(await passwordMatches(password, credentials.password))) {
            const attempts = credentials.failed_login_attempts + 1;
            const maxAttempts = security.maxFailedLoginAttempts ?? 0;
            const lock = maxAttempts > 0 && attempts > maxAttempts && credentials.enabled === 1;
            await this.deps.users.updateCredentials(user.id, {
                failed_login_attempts: attempts,
                ...(lock ? { enabled: 0, tokens_outdated_at: Date.now() } : {}),
            });
            if (lock) {
                this.sessionsEnded({ userId: user.id });
                await this.notifyLockout(user.email, security);
                throw authenticationFailed('User account is locked due to security policy');
            }
            throw invalidCredentials();
        }
        if (credentials.enabled !== 1) throw inactiveAccount();

        await this.deps.users.updateCredentials(user.id, { failed_login_attempts: 0 });
        await this.deps.users.recordLogin(user.id);

        if (passwordExpired(security.passwordPolicy, credentials.password_changed_at)) {
            const resetToken = newSecretToken();
            await this.deps.users.updateCredentials(user.id, { reset_token: resetToken });
            throw new ThingsboardError('User password expired!', ErrorCode.CREDENTIALS_EXPIRED, 401, { resetToken });
        }
        return this.tokensFor(user);
    }

    /**
     * Both tokens rotate, within the same sign-in session; a refresh token from before a password
     * change, or of a session logged out, is refused with 401/11.
     */
    async refresh(refreshToken: string): Promise<JwtPair> {
        const claims = await this.deps.tokens.verifyRefresh(refreshToken);
        if (claims.sessionId && this.deps.revoked.isRevoked(claims.sessionId)) throw tokenExpired();
        if (claims.isPublic) return this.publicLogin(claims.sub, claims.sessionId ?? undefined);
        const user = await this.deps.users.findById(claims.userId);
        if (!user) throw authenticationFailed();
        const credentials = await this.deps.users.credentialsOf(user.id);
        if (!credentials || isOutdated(claims.iat, credentials.tokens_outdated_at)) throw tokenExpired();
        if (credentials.enabled !== 1) throw inactiveAccount();
        return this.tokensFor(user, claims.sessionId ?? undefined);
    }

    /**
     * Ends the caller's sign-in session: its access and refresh tokens are refused from now on (401/11),
     * and its open connections close. A token from before sessions had ids ends all of its user's tokens.
     */
    async logout(caller: AccessClaims): Promise<void> {
        if (caller.sessionId) {
            this.deps.revoked.revoke(caller.sessionId, Date.now() + this.deps.refreshTokenTtlSec * 1000);
            this.sessionsEnded({ sessionId: caller.sessionId });
            return;
        }
        if (caller.isPublic) return;
        await this.deps.users.updateCredentials(caller.userId, { tokens_outdated_at: Date.now() });
        this.sessionsEnded({ userId: caller.userId });
    }

    /** A session for anonymous visitors of a public customer's dashboards. */
    async publicLogin(publicId: string, sessionId?: string): Promise<JwtPair> {
        const customer = await this.deps.customers.findById(publicId);
        const info = customer ? fromJsonColumn(customer.additional_info) : null;
        const isPublic = customer && (customer.is_public === 1 || (isPlainObject(info) && info.isPublic === true));
        if (!customer || !isPublic) throw authenticationFailed('Authentication Failed. Public Id is not valid.');
        return this.deps.tokens.issuePair({
            userId: NULL_UUID,
            sub: publicId,
            authority: 'CUSTOMER_USER',
            tenantId: customer.tenant_id,
            customerId: customer.id,
            firstName: 'Public',
            lastName: 'Public',
            enabled: true,
            isPublic: true,
        }, Date.now(), sessionId);
    }

    /** Throws 401/11 when the access token's session was logged out, or it predates a password change, reset or disable. */
    async assertCurrent(claims: AccessClaims): Promise<void> {
        if (claims.sessionId && this.deps.revoked.isRevoked(claims.sessionId)) throw tokenExpired();
        if (claims.isPublic) return;
        const credentials = await this.deps.users.credentialsOf(claims.userId);
        if (!credentials) throw authenticationFailed();
        if (isOutdated(claims.iat, credentials.tokens_outdated_at)) throw tokenExpired();
    }

    async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<JwtPair> {
        const user = await this.deps.users.findById(userId);
        const credentials = user ? await this.deps.users.credentialsOf(userId) : undefined;
        if (!user || !credentials) throw authenticationFailed();
        if (!(await passwordMatches(currentPassword, credentials.password))) throw badRequest("Current password doesn't match!");
        await this.assertNewPassword(newPassword, credentials);
        await this.setPassword(userId, newPassword, {});
        return this.tokensFor(user);
    }

    /** Mails a reset link; answers the same whether or not the address is known, so nothing leaks. */
    async requestPasswordReset(email: string, baseUrl: string, acceptLanguage?: string): Promise<void> {
        const user = await this.deps.users.findByEmail(email);
        const credentials = user ? await this.deps.users.credentialsOf(user.id) : undefined;
        if (!user || !credentials || credentials.enabled !== 1) return;
        const resetToken = newSecretToken();
        await this.deps.users.updateCredentials(user.id, { reset_token: resetToken });
        await this.deps.mailer.send(resetPasswordMail(user.email, resetLink(baseUrl, resetToken), mailLanguageOf(fromJsonColumn(user.additional_info), acceptLanguage)));
    }

    async resetPassword(resetToken: string, password: string, baseUrl: string, acceptLanguage?: string): Promise<JwtPair> {
        const credentials = await this.deps.users.findCredentialsByResetToken(resetToken);
        const user = credentials ? await this.deps.users.findById(credentials.user_id) : undefined;
        if (!credentials || !user) throw badRequest('Invalid reset token!');
        await this.assertNewPassword(password, credentials);
        await this.setPassword(user.id, password, { reset_token: null });
        const language = mailLanguageOf(fromJsonColumn(user.additional_info), acceptLanguage);
        await this.deps.mailer.send(passwordWasResetMail(user.email, `${baseUrl}/login`, language)).catch(() => undefined);
        return this.tokensFor(user);
    }

    async activate(activateToken: string, password: string, sendActivatedMail: boolean, baseUrl: string, acceptLanguage?: string): Promise<JwtPair> {
        // ThingsBoard checks the password against the policy first, then looks the token up.
        assertPasswordAllowed(password, (await this.securitySettings()).passwordPolicy);
        const credentials = await this.deps.users.findCredentialsByActivateToken(activateToken);
        const user = credentials ? await this.deps.users.findById(credentials.user_id) : undefined;
        if (!credentials || !user) throw badRequest(`Unable to find user credentials by activateToken [${activateToken}]`);
        await this.setPassword(user.id, password, { activate_token: null, enabled: 1 });
        if (sendActivatedMail) {
            const language = mailLanguageOf(fromJsonColumn(user.additional_info), acceptLanguage);
            await this.deps.mailer.send(accountActivatedMail(user.email, `${baseUrl}/login`, language)).catch(() => undefined);
        }
        return this.tokensFor(user);
    }

    async activationLinkOf(userId: string, baseUrl: string): Promise<string> {
        const credentials = await this.deps.users.credentialsOf(userId);
        if (!credentials) throw badRequest('Unable to find user credentials!');
        if (credentials.enabled === 1 || !credentials.activate_token) throw badRequest('User is already activated!');
        return activateLink(baseUrl, credentials.activate_token);
    }

    async sendActivationMail(user: UserRow, baseUrl: string, acceptLanguage?: string): Promise<void> {
        const language = mailLanguageOf(fromJsonColumn(user.additional_info), acceptLanguage);
        await this.deps.mailer.send(activationMail(user.email, await this.activationLinkOf(user.id, baseUrl), language));
    }

    /**
     * ThingsBoard mails the lockout address, when one is set; a mail failure must not hide the lock.
     * The mail is in the language its reader chose when the address is a user's, else in English.
     */
    private async notifyLockout(lockedEmail: string, security: SecuritySettings): Promise<void> {
        const to = security.userLockoutNotificationEmail?.trim();
        if (!to) return;
        const reader = await this.deps.users.findByEmail(to);
        const language = mailLanguageOf(reader ? fromJsonColumn(reader.additional_info) : null);
        await this.deps.mailer.send(accountLockoutMail(to, lockedEmail, security.maxFailedLoginAttempts ?? 0, language)).catch(() => undefined);
    }

    private async assertNewPassword(password: string, credentials: Pick<CredentialsRow, 'password' | 'password_history'>): Promise<void> {
        const { passwordPolicy } = await this.securitySettings();
        assertPasswordAllowed(password, passwordPolicy);
        if (await passwordMatches(password, credentials.password)) throw badRequest('New password should be different from existing!');
        for (const hash of recentPasswordHashes(passwordPolicy, historyOf(credentials))) {
            if (await passwordMatches(password, hash)) throw badRequest(passwordReusedMessage(passwordPolicy));
        }
    }

    private async setPassword(userId: string, password: string, extra: Parameters<UserRepository['updateCredentials']>[1]) {
        const now = Date.now();
        const hash = await hashPassword(password);
        const credentials = await this.deps.users.credentialsOf(userId);
        await this.deps.users.updateCredentials(userId, {
            ...extra,
            password: hash,
            password_history: JSON.stringify(withPasswordSet(credentials ? historyOf(credentials) : {}, hash, now)),
            password_changed_at: now,
            failed_login_attempts: 0,
            tokens_outdated_at: now,
        });
        this.sessionsEnded({ userId });
    }
}

function historyOf(credentials: Pick<CredentialsRow, 'password_history'>): PasswordHistory {
    const stored = fromJsonColumn(credentials.password_history);
    return isPlainObject(stored) ? (stored as PasswordHistory) : {};
}

/** ThingsBoard compares whole seconds: a token issued in an earlier second than the change is outdated. */
export function isOutdated(issuedAtSec: number, outdatedAtMs: number | null): boolean {
    return outdatedAtMs !== null && issuedAtSec < Math.floor(outdatedAtMs / 1000);
}

export const activateLink = (baseUrl: string, token: string) => `${baseUrl}/api/noauth/activate?activateToken=${encodeURIComponent(token)}`;
export const resetLink = (baseUrl: string, token: string) => `${baseUrl}/api/noauth/resetPassword?resetToken=${encodeURIComponent(token)}`;
