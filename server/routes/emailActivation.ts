import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { baseUrlOf } from '../http/baseUrl';
import { contractRoute } from '../http/contractRoute';

const PUBLIC = { config: { public: true } };

/**
 * The e-mail activation calls of ThingsBoard's sign-up flow. An e-mail code is an account's
 * activation token. Activating by code needs an account whose password was chosen before its
 * activation (a signed-up one); an account an administrator created has none yet and is activated
 * through its link, which sets the password. Resending never tells whether the address exists.
 */
export function emailActivationRoutes(app: FastifyInstance, ctx: AppContext): void {
    const { users, accounts, settings } = ctx;

    contractRoute(app, 'POST /api/noauth/activateByEmailCode', async request => {
        const { emailCode } = request.query;
        const credentials = await users.findCredentialsByActivateToken(emailCode);
        const user = credentials ? await users.findById(credentials.user_id) : undefined;
        if (!credentials || !user || !credentials.password) throw badRequest('Invalid activate token!');
        await users.updateCredentials(user.id, { activate_token: null, enabled: 1 });
        return accounts.tokensFor(user);
    }, PUBLIC);

    contractRoute(app, 'POST /api/noauth/resendEmailActivation', async (request, reply) => {
        const { email } = request.query;
        try {
            const user = await users.findByEmail(email);
            const credentials = user ? await users.credentialsOf(user.id) : undefined;
            if (user && credentials && credentials.enabled !== 1 && credentials.activate_token) {
                await accounts.sendActivationMail(user, await baseUrlOf(request, settings), request.headers['accept-language']);
            }
        } catch (error) {
            request.log.warn({ err: error }, 'activation mail failed');
        }
        return reply.status(200).send();
    }, PUBLIC);
}
