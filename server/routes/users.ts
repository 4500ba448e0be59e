import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { mayImpersonate, mayManageUser } from '../auth/userAccess';
import { userToJson } from '../db/repositories/users';
import { badRequest, itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { baseUrlOf } from '../http/baseUrl';
import { contractRoute } from '../http/contractRoute';
import type { User } from '../http/contractTypes';
import { NULL_UUID } from '../lib/ids';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The account side of users: reading one, creating one with an activation link, and login-as.
 * Listing and editing users belong to the users resource of the registry.
 */
export function userRoutes(app: FastifyInstance, { users, customers, accounts, settings, config }: AppContext): void {
    const findManageable = async (caller: ReturnType<typeof callerOf>, userId: string) => {
        const user = await users.findById(userId);
        if (!user) throw itemNotFound();
        if (!mayManageUser(caller, user)) throw permissionDenied();
        return user;
    };

    contractRoute(app, 'GET /api/user/tokenAccessEnabled', async request => {
        const caller = callerOf(request);
        if (caller.authority === 'CUSTOMER_USER') throw permissionDenied();
        return config.userTokenAccessEnabled;
    });

    contractRoute(app, 'GET /api/user/{userId}', async request => {
        const { userId } = request.params as { userId: string };
        const user = await findManageable(callerOf(request), userId);
        return userToJson(user, await users.credentialsOf(user.id));
    });

    contractRoute(app, 'POST /api/user', async request => {
        const caller = callerOf(request);
        const body = request.body as User;
        const { sendActivationMail } = request.query as { sendActivationMail?: boolean };
        if (body.id?.id) throw badRequest('Updating users comes with the users resource');
        const email = (body.email ?? '').trim();
        if (!email) throw badRequest('User email should be specified!');
        if (!EMAIL.test(email)) throw badRequest(`Invalid email address format '${email}'!`);
        if (!body.authority) throw badRequest("User authority isn't defined!");
        const tenantId = caller.authority === 'SYS_ADMIN' ? body.tenantId?.id ?? NULL_UUID : caller.tenantId;
        const customerId = body.authority === 'CUSTOMER_USER' ? body.customerId?.id ?? NULL_UUID : NULL_UUID;
        const allowed =
            (caller.authority === 'SYS_ADMIN' && body.authority === 'TENANT_ADMIN' && tenantId !== NULL_UUID) ||
            (caller.authority === 'TENANT_ADMIN' &&
                (body.authority === 'TENANT_ADMIN' || (body.authority === 'CUSTOMER_USER' && customerId !== NULL_UUID)));
        if (!allowed) throw permissionDenied();
        if (customerId !== NULL_UUID) {
            const customer = await customers.findById(customerId);
            if (!customer || customer.tenant_id !== tenantId) throw badRequest('User is referencing to non-existent customer!');
        }
        if (await users.findByEmail(email)) throw badRequest(`User with email '${email}' already present in database!`);

        const created = await users.create(
            {
                email,
                authority: body.authority,
                tenantId,
                customerId,
                firstName: body.firstName ?? null,
                lastName: body.lastName ?? null,
                additionalInfo: body.additionalInfo ?? null,
            },
            null,
        );
        if (sendActivationMail === true) {
            try {
                await accounts.sendActivationMail(created.user, await baseUrlOf(request, settings));
            } catch (error) {
                // As in ThingsBoard: a user whose activation mail failed is not kept.
                await users.delete(created.user.id);
                throw error;
            }
        }
        return userToJson(created.user, created.credentials);
    });

    contractRoute(app, 'GET /api/user/{userId}/activationLink', async (request, reply) => {
        const { userId } = request.params as { userId: string };
        const user = await findManageable(callerOf(request), userId);
        const link = await accounts.activationLinkOf(user.id, await baseUrlOf(request, settings));
        return reply.type('text/plain').send(link);
    });

    contractRoute(app, 'POST /api/user/sendActivationMail', async (request, reply) => {
        const { email } = request.query as { email: string };
        const user = await users.findByEmail(email);
        if (!user) throw itemNotFound();
        await findManageable(callerOf(request), user.id);
        await accounts.sendActivationMail(user, await baseUrlOf(request, settings));
        return reply.status(200).send();
    });

    contractRoute(app, 'GET /api/user/{userId}/token', async request => {
        const caller = callerOf(request);
        if (!config.userTokenAccessEnabled) throw permissionDenied();
        const { userId } = request.params as { userId: string };
        const user = await users.findById(userId);
        if (!user) throw itemNotFound();
        if (!mayImpersonate(caller, user)) throw permissionDenied();
        return accounts.tokensFor(user);
    });
}
