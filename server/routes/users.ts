import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { users as usersResource } from '../../resources';
import { userToJson, type UserRow } from '../db/repositories/users';
import { isPlainObject, toJsonColumn } from '../lib/json';
import { EMAIL_PATTERN, validateFields } from '../registry/validate';
import { badRequest, entityNotFound, itemNotFound, permissionDenied } from '../errors';
import { callerOf } from '../http/authenticate';
import { baseUrlOf } from '../http/baseUrl';
import { contractRoute } from '../http/contractRoute';
import { NULL_UUID } from '../lib/ids';
import { enforceCreateLimits } from '../tenantLimits/entityLimits';


/** Account state is the server's: a saved additionalInfo never carries it. */
function storedAdditionalInfo(value: unknown): unknown {
    if (!isPlainObject(value)) return value ?? null;
    const { userCredentialsEnabled: _ignored, ...rest } = value;
    return rest;
}

/**
 * The account side of users: reading one, creating and editing one (activation link, account
 * state), enabling and disabling, and login-as. Lists and deletes come from the registry's crud
 * routes; every access goes through the registry guard.
 */
export function userRoutes(app: FastifyInstance, { users, customers, accounts, settings, config, guard, repositories, database }: AppContext): void {
    const repository = repositories.users!;
    const findManageable = async (caller: ReturnType<typeof callerOf>, userId: string, action: 'show' | 'edit' | 'manageAccount' = 'show') =>
        guard.load(caller, repository, userId, action) as unknown as UserRow;

    contractRoute(app, 'GET /api/user/tokenAccessEnabled', async request => {
        const caller = callerOf(request);
        if (caller.authority === 'CUSTOMER_USER') throw permissionDenied();
        return config.userTokenAccessEnabled;
    });

    contractRoute(app, 'GET /api/user/{userId}', async request => {
        const { userId } = request.params;
        const user = await findManageable(callerOf(request), userId);
        return userToJson(user, await users.credentialsOf(user.id));
    });

    contractRoute(app, 'POST /api/user', async request => {
        const caller = callerOf(request);
        const body = request.body ?? {};
        const { sendActivationMail } = request.query;
        if (body.id?.id) {
            const existing = await findManageable(caller, body.id.id, 'edit');
            const merged = { ...userToJson(existing), ...body, email: (body.email ?? existing.email).trim() };
            validateFields(usersResource, merged);
            if (!EMAIL_PATTERN.test(merged.email)) throw badRequest(`Invalid email address format '${merged.email}'!`);
            const holder = await users.findByEmail(merged.email);
            if (holder && holder.id !== existing.id) throw badRequest(`User with email '${merged.email}'  already present in database!`);
            repository.update(existing.id, {
                email: merged.email,
                first_name: merged.firstName ?? null,
                last_name: merged.lastName ?? null,
                additional_info: toJsonColumn(storedAdditionalInfo(merged.additionalInfo)),
            });
            return userToJson((await users.findById(existing.id))!, await users.credentialsOf(existing.id));
        }
        guard.require(caller, usersResource, 'create');
        const email = (body.email ?? '').trim();
        if (!email) throw badRequest('User email should be specified!');
        if (!EMAIL_PATTERN.test(email)) throw badRequest(`Invalid email address format '${email}'!`);
        if (!body.authority) throw badRequest("User authority isn't defined!");
        validateFields(usersResource, { ...body, email });
        const tenantId = caller.authority === 'SYS_ADMIN' ? body.tenantId?.id ?? NULL_UUID : caller.tenantId;
        const customerId = body.authority === 'CUSTOMER_USER' ? body.customerId?.id ?? NULL_UUID : NULL_UUID;
        // ThingsBoard's permission check lets these through; its validator refuses them.
        if (caller.authority === 'SYS_ADMIN' && body.authority === 'TENANT_ADMIN' && tenantId === NULL_UUID) throw badRequest('Tenant administrator should be assigned to tenant!');
        if (caller.authority === 'TENANT_ADMIN' && body.authority === 'CUSTOMER_USER' && customerId === NULL_UUID) throw badRequest('Customer user should be assigned to customer!');
        const allowed =
            (caller.authority === 'SYS_ADMIN' && body.authority === 'TENANT_ADMIN' && tenantId !== NULL_UUID) ||
            (caller.authority === 'TENANT_ADMIN' &&
                (body.authority === 'TENANT_ADMIN' || (body.authority === 'CUSTOMER_USER' && customerId !== NULL_UUID)));
        if (!allowed) throw permissionDenied();
        if (tenantId !== NULL_UUID && !repositories.tenants!.findById(tenantId)) {
            throw badRequest('User is referencing to non-existent tenant!');
        }
        if (customerId !== NULL_UUID) {
            const customer = await customers.findById(customerId);
            if (!customer || customer.tenant_id !== tenantId) throw badRequest('User is referencing to non-existent customer!');
        }
        if (await users.findByEmail(email)) throw badRequest(`User with email '${email}'  already present in database!`);
        enforceCreateLimits(database.sqlite, 'users', tenantId);

        const created = await users.create(
            {
                email,
                authority: body.authority,
                tenantId,
                customerId,
                firstName: body.firstName ?? null,
                lastName: body.lastName ?? null,
                additionalInfo: storedAdditionalInfo(body.additionalInfo),
            },
            null,
        );
        // ThingsBoard's default is to send it; without a mail server the mailer logs instead.
        if (sendActivationMail !== false) {
            try {
                await accounts.sendActivationMail(created.user, await baseUrlOf(request, settings), request.headers['accept-language']);
            } catch (error) {
                // As in ThingsBoard: a user whose activation mail failed is not kept.
                await users.delete(created.user.id);
                throw error;
            }
        }
        return userToJson(created.user, created.credentials);
    });

    contractRoute(app, 'GET /api/user/{userId}/activationLink', async (request, reply) => {
        const { userId } = request.params;
        const user = await findManageable(callerOf(request), userId);
        const link = await accounts.activationLinkOf(user.id, await baseUrlOf(request, settings));
        return reply.type('text/plain').send(link);
    });

    contractRoute(app, 'POST /api/user/sendActivationMail', async (request, reply) => {
        const { email } = request.query;
        const user = await users.findByEmail(email);
        if (!user) throw itemNotFound();
        await findManageable(callerOf(request), user.id);
        await accounts.sendActivationMail(user, await baseUrlOf(request, settings), request.headers['accept-language']);
        return reply.status(200).send();
    });

    contractRoute(app, 'GET /api/user/{userId}/token', async request => {
        const caller = callerOf(request);
        if (!config.userTokenAccessEnabled) throw permissionDenied();
        const { userId } = request.params;
        const user = await users.findById(userId);
        if (!user) throw entityNotFound('USER', userId);
        if (!guard.mayImpersonate(caller, user)) throw permissionDenied();
        return accounts.tokensFor(user);
    });

    contractRoute(app, 'POST /api/user/{userId}/userCredentialsEnabled', async (request, reply) => {
        const { userId } = request.params;
        const { userCredentialsEnabled = true } = request.query;
        const user = await findManageable(callerOf(request), userId, 'manageAccount');
        if (user.id === callerOf(request).userId) throw badRequest('It is not allowed to disable its own user!');
        // Disabling outdates every token the account holds, so open sessions end at once;
        // enabling clears the failed logins that may have locked it, as ThingsBoard does.
        await users.updateCredentials(user.id, userCredentialsEnabled ? { enabled: 1, failed_login_attempts: 0 } : { enabled: 0, tokens_outdated_at: Date.now() });
        if (!userCredentialsEnabled) accounts.sessionsEnded({ userId: user.id });
        return reply.status(200).send();
    });
}
