import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { callerOf } from '../http/authenticate';
import { baseUrlOf } from '../http/baseUrl';
import { contractRoute } from '../http/contractRoute';
import { itemNotFound } from '../errors';
import { userToJson } from '../db/repositories/users';

const PUBLIC = { config: { public: true } };

/** Sign-in, refresh, password change and the no-auth account flows (reference §1.12, §2). */
export function authRoutes(app: FastifyInstance, { accounts, users, settings }: AppContext): void {
    contractRoute(app, 'POST /api/auth/login', async request => {
        const { username, password } = request.body;
        return accounts.login(username, password);
    }, PUBLIC);

    contractRoute(app, 'POST /api/auth/login/public', async request => {
        const { publicId } = request.body;
        return accounts.publicLogin(publicId);
    }, PUBLIC);

    contractRoute(app, 'POST /api/auth/token', async request => {
        const { refreshToken } = request.body;
        return accounts.refresh(refreshToken);
    }, PUBLIC);

    // ThingsBoard only records the logout and lets the tokens expire; here the session's tokens are
    // revoked and its telemetry sockets closed, so a copied token dies with the sign-out.
    contractRoute(app, 'POST /api/auth/logout', async (request, reply) => {
        await accounts.logout(callerOf(request));
        return reply.status(200).send();
    });

    contractRoute(app, 'POST /api/auth/changePassword', async request => {
        const { currentPassword, newPassword } = request.body;
        return accounts.changePassword(callerOf(request).userId, currentPassword, newPassword);
    });

    contractRoute(app, 'GET /api/auth/user', async request => {
        const caller = callerOf(request);
        const user = await users.findById(caller.userId);
        if (!user) throw itemNotFound();
        return userToJson(user, await users.credentialsOf(user.id));
    });

    contractRoute(app, 'GET /api/noauth/userPasswordPolicy', async () => (await accounts.securitySettings()).passwordPolicy, PUBLIC);

    contractRoute(app, 'POST /api/noauth/resetPasswordByEmail', async (request, reply) => {
        const { email } = request.body;
        try {
            await accounts.requestPasswordReset(email, await baseUrlOf(request, settings), request.headers['accept-language']);
        } catch (error) {
            // Never tell the caller whether the address exists or the mail went out.
            request.log.warn({ err: error }, 'password reset mail failed');
        }
        return reply.status(200).send();
    }, PUBLIC);

    contractRoute(app, 'GET /api/noauth/resetPassword', async (request, reply) => {
        const { resetToken } = request.query;
        const known = await users.findCredentialsByResetToken(resetToken);
        // ThingsBoard answers an unknown token with a bare 409, no redirect.
        if (!known) return reply.status(409).send();
        return reply.redirect(`/login/resetPassword?resetToken=${encodeURIComponent(resetToken)}`, 303);
    }, PUBLIC);

    contractRoute(app, 'POST /api/noauth/resetPassword', async request => {
        const { resetToken, password } = request.body;
        return accounts.resetPassword(resetToken, password, await baseUrlOf(request, settings), request.headers['accept-language']);
    }, PUBLIC);

    contractRoute(app, 'GET /api/noauth/activate', async (request, reply) => {
        const { activateToken } = request.query;
        const known = await users.findCredentialsByActivateToken(activateToken);
        if (!known) return reply.status(409).send();
        return reply.redirect(`/login/createPassword?activateToken=${encodeURIComponent(activateToken)}`, 303);
    }, PUBLIC);

    contractRoute(app, 'POST /api/noauth/activate', async request => {
        const { activateToken, password } = request.body;
        const { sendActivationMail } = request.query;
        return accounts.activate(activateToken, password, sendActivationMail !== false, await baseUrlOf(request, settings), request.headers['accept-language']);
    }, PUBLIC);
}
