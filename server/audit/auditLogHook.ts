import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OperationKey } from '../../shared/generated/operations.gen';
import type { AppContext } from '../context';
import type { UserRow } from '../db/repositories/users';
import type { EntityId } from '../lib/ids';
import { AUDITED_OPERATIONS, type AuditedOperation, type AuditRequest, type PublicActor } from './auditedOperations';
import { AuditLogRepository, type NewAuditLog } from './auditLogRepository';
import { clientInfo } from './clientInfo';
import { EntityDescriber, type EntityDescription } from './entityDescriber';
import { bodyObjectOf, paramsOf, queryOf } from '../http/requestParts';
import { DeviceRows } from '../db/repositories/devices';

/** Who an entry names as its user. */
interface Actor {
    userId: string;
    userName: string | null;
    tenantId: string;
    customerId: string;
    authority: string;
}

/** What the hook keeps about an audited call from before its handler to after its answer. */
interface AuditState {
    operation: AuditedOperation;
    request: AuditRequest;
    actor: Actor;
    before: Map<string, EntityDescription | null>;
    payload?: string;
}

declare module 'fastify' {
    interface FastifyRequest {
        auditState: AuditState | null;
    }
}

/** `/api/device/:deviceId` → `DELETE /api/device/{deviceId}`: the contract key of the matched route. */
export const operationKeyOf = (method: string, routeUrl: string): OperationKey => `${method} ${routeUrl.replace(/:([^/]+)/g, '{$1}')}` as OperationKey;

const keyOf = (entity: EntityId) => `${entity.entityType}:${entity.id}`;

const actorOfUser = (user: UserRow): Actor => ({
    userId: user.id,
    userName: user.email,
    tenantId: user.tenant_id,
    customerId: user.customer_id,
    authority: user.authority,
});

/** The message of a ThingsBoard error body, or the answer's text. */
function failureDetails(payload: string | undefined): string | null {
    if (!payload) return null;
    try {
        const body = JSON.parse(payload) as { message?: unknown };
        if (typeof body.message === 'string') return body.message;
    } catch {
        // not JSON: the text itself
    }
    return payload;
}

function parsedAnswer(payload: string | undefined): unknown {
    if (!payload) return undefined;
    try {
        return JSON.parse(payload);
    } catch {
        return undefined;
    }
}

/**
 * Records audit log entries for every call AUDITED_OPERATIONS names: after the answer is sent,
 * one entry per entity it touched, SUCCESS or (as ThingsBoard) FAILURE with the error's message.
 * Calls refused before their handler ran (no token, invalid input) are not recorded; the device
 * API (/api/v1/**) is not in the contract and has no user, so it never is.
 */
export function installAuditLog(app: FastifyInstance, ctx: AppContext): void {
    const repository = new AuditLogRepository(ctx.database.sqlite);
    const describer = new EntityDescriber(ctx.database.sqlite);
    const devices = new DeviceRows(ctx.database.sqlite);
    const { users } = ctx;

    const publicActor = async (actor: PublicActor, body: Record<string, unknown>): Promise<UserRow | undefined> => {
        const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
        if (actor === 'loginUsername') return users.findByEmail(text('username'));
        const credentials = actor === 'activateToken' ? await users.findCredentialsByActivateToken(text('activateToken')) : await users.findCredentialsByResetToken(text('resetToken'));
        return credentials ? users.findById(credentials.user_id) : undefined;
    };

    app.decorateRequest('auditState', null);

    app.addHook('preHandler', async (request: FastifyRequest) => {
        const url = request.routeOptions.url;
        if (!url) return;
        const operation = AUDITED_OPERATIONS[operationKeyOf(request.method, url)];
        if (!operation) return;
        const body = bodyObjectOf(request);
        let actor: Actor | null = request.user
            ? { userId: request.user.userId, userName: request.user.sub, tenantId: request.user.tenantId, customerId: request.user.customerId, authority: request.user.authority }
            : null;
        if (!actor && operation.actor) {
            const user = await publicActor(operation.actor, body);
            actor = user ? actorOfUser(user) : null;
        }
        if (!actor) return; // nobody to name: ThingsBoard logs no sign-in of an unknown user
        const tenantId = actor.tenantId;
        const auditRequest: AuditRequest = {
            params: paramsOf(request),
            query: queryOf(request),
            body: request.body,
            typedBody: request.typedBody,
            callerUserId: actor.userId,
            callerTenantId: tenantId,
            deviceIdByName: name => {
                const device = devices.findByName(tenantId, name);
                return device ? String(device.id) : undefined;
            },
        };
        const before = new Map<string, EntityDescription | null>();
        for (const entity of operation.before?.(auditRequest) ?? []) before.set(keyOf(entity), describer.describe(entity));
        request.auditState = { operation, request: auditRequest, actor, before };
    });

    app.addHook('onSend', async (request, _reply, payload) => {
        if (request.auditState && typeof payload === 'string') request.auditState.payload = payload;
        return payload;
    });

    app.addHook('onResponse', async (request, reply) => {
        const state = request.auditState;
        if (!state) return;
        try {
            const { operation, actor, before } = state;
            const ok = reply.statusCode < 400;
            const drafts = operation.entries({
                ...state.request,
                ok,
                response: ok ? parsedAnswer(state.payload) : undefined,
                before: entity => before.get(keyOf(entity)) ?? null,
                now: entity => describer.describe(entity),
                clientInfo: clientInfo(request.ip, request.headers['user-agent']),
            });
            const entries = drafts.map((draft): NewAuditLog => {
                const description = before.get(keyOf(draft.entity)) ?? describer.describe(draft.entity);
                // A failed call may name another tenant's entity: record the attempt, never what that entity holds.
                const foreign = description !== null && actor.authority !== 'SYS_ADMIN' && description.tenantId !== actor.tenantId;
                const known = foreign ? null : description;
                return {
                    tenantId: actor.tenantId,
                    customerId: known?.customerId ?? actor.customerId,
                    entityId: draft.entity,
                    entityName: foreign ? null : draft.entityName !== undefined ? draft.entityName : (known?.name ?? null),
                    userId: actor.userId,
                    userName: actor.userName,
                    actionType: draft.actionType,
                    actionData: foreign ? {} : draft.actionData,
                    actionStatus: ok ? 'SUCCESS' : 'FAILURE',
                    actionFailureDetails: ok ? null : failureDetails(state.payload),
                };
            });
            if (entries.length > 0) repository.insert(entries);
        } catch (error) {
            request.log.error({ err: error }, 'audit log entry not written');
        }
    });
}
