import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTRIBUTE_SCOPES, type AttributeScope } from '../db/repositories/attributes';
import type { AppContext } from '../context';
import { badRequest, permissionDenied, PlainTextError } from '../errors';
import { isUuid } from '../lib/ids';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { dictionary } from '../telemetry/dictionary';
import { EntityAccess } from '../telemetry/entityAccess';
import { AccessValidator } from '../telemetry/accessValidator';
import { TimeseriesSources } from '../telemetry/timeseriesSource';
import { strictValue, textValue, type TsEntry } from '../telemetry/kv';
import { isTenantBrandingRead } from '../telemetry/tenantBranding';
import { PayloadError, readTelemetry, readValues } from '../telemetry/payload';
import { installTypedJsonBody } from '../telemetry/typedBody';
import { isTypedObject } from '../telemetry/typedJson';
import { reportAttributes } from '../ruleEngine/entityMessages';

interface EntityParams {
    entityType: string;
    entityId: string;
    scope?: string;
}

/** `limit` is a Java int in ThingsBoard. */
const MAX_LIMIT = 2_147_483_647;

const isScope = (scope: string): scope is AttributeScope => (ATTRIBUTE_SCOPES as readonly string[]).includes(scope);

/** ThingsBoard's toKeysList: comma-separated, empty means "none given". */
export function keyList(keys: string | undefined): string[] | undefined {
    return keys ? keys.split(',') : undefined;
}

/** `{key: [{ts, value}]}` in the order the entries come, values as text unless strict types were asked for. */
export function timeseriesJson(entries: readonly TsEntry[], strict: boolean): Record<string, Array<{ ts: number; value: unknown }>> {
    const result = dictionary<Array<{ ts: number; value: unknown }>>();
    for (const entry of entries) (result[entry.key] ??= []).push({ ts: entry.ts, value: strict ? strictValue(entry.value) : textValue(entry.value) });
    return result;
}

/** The entity of a telemetry path: by type and id, or a device by id alone (the legacy paths). */
type TelemetryParams = EntityParams | { deviceId: string; scope: string };
/** What the telemetry routes that share a handler have in common. */
type TelemetryRequest = FastifyRequest<{ Params: TelemetryParams; Querystring: { keys?: string } }>;

function entityOf(request: TelemetryRequest): EntityParams {
    const params = request.params;
    return 'deviceId' in params ? { entityType: 'DEVICE', entityId: params.deviceId, scope: params.scope } : params;
}

/** /api/plugins/telemetry/** and the device-profile key lists, as ThingsBoard 3.3's TelemetryController (reference §4.4). */
export function telemetryRoutes(app: FastifyInstance, ctx: AppContext): void {
    const { telemetry } = ctx;
    const entityAccess = new AccessValidator(new EntityAccess(ctx.guard, ctx.repositories));
    const sources = new TimeseriesSources(ctx.database.sqlite, telemetry.timeseries);

    void app.register(async scope => {
        installTypedJsonBody(scope);

        const readable = (request: TelemetryRequest) => {
            const entity = entityOf(request);
            entityAccess.validate(callerOf(request), entity.entityType, entity.entityId, 'read');
            return entity;
        };

        contractRoute(scope, 'GET /api/plugins/telemetry/{entityType}/{entityId}/keys/attributes', async request => {
            const { entityId } = readable(request);
            // Merged over the scopes without removing repeats, as ThingsBoard does.
            return (await telemetry.attributes.findEntries(entityId, ATTRIBUTE_SCOPES)).map(entry => entry.key);
        });

        contractRoute(scope, 'GET /api/plugins/telemetry/{entityType}/{entityId}/keys/attributes/{scope}', async request => {
            const { entityId, scope: attributeScope } = readable(request);
            return (await telemetry.attributes.findEntries(entityId, [attributeScope as AttributeScope])).map(entry => entry.key);
        });

        const attributeValues = async (request: TelemetryRequest) => {
            const keys = keyList(request.query.keys);
            const { entityId, scope: attributeScope } = isTenantBrandingRead(callerOf(request), entityOf(request), keys) ? entityOf(request) : readable(request);
            const scopes = attributeScope ? [attributeScope as AttributeScope] : ATTRIBUTE_SCOPES;
            const entries = await telemetry.attributes.findEntries(entityId, scopes, keys);
            return entries.map(entry => ({ lastUpdateTs: entry.lastUpdateTs, key: entry.key, value: strictValue(entry.value) }));
        };
        contractRoute(scope, 'GET /api/plugins/telemetry/{entityType}/{entityId}/values/attributes', attributeValues);
        contractRoute(scope, 'GET /api/plugins/telemetry/{entityType}/{entityId}/values/attributes/{scope}', attributeValues);

        contractRoute(scope, 'GET /api/plugins/telemetry/{entityType}/{entityId}/keys/timeseries', async request => {
            const { entityType, entityId } = readable(request);
            return sources.latestKeys(sources.sourceOf(entityType, entityId));
        });

        contractRoute(scope, 'GET /api/plugins/telemetry/{entityType}/{entityId}/values/timeseries', async request => {
            const { entityType, entityId } = readable(request);
            const source = sources.sourceOf(entityType, entityId);
            const query = request.query;
            const strict = query.useStrictDataTypes === true;
            const keys = keyList(query.keys);
            // History only with keys, startTs and endTs together (the controller's params mapping).
            if (!keys || query.startTs === undefined || query.endTs === undefined) {
                if (!keys) return timeseriesJson(sources.latest(source), strict);
                const found = new Map(sources.latest(source, keys).map(entry => [entry.key, entry]));
                // A key without a value answers {ts: now, value: null}, as ThingsBoard's latest DAO does.
                const now = Date.now();
                const result = dictionary<Array<{ ts: number; value: unknown }>>();
                for (const key of keys) {
                    const entry = found.get(key);
                    result[key] = [entry ? { ts: entry.ts, value: strict ? strictValue(entry.value) : textValue(entry.value) } : { ts: now, value: null }];
                }
                return result;
            }
            const interval = query.interval ?? 0;
            const agg = interval === 0 ? 'NONE' : (query.agg ?? 'NONE');
            const history = {
                startTs: query.startTs,
                endTs: query.endTs,
                interval,
                agg,
                limit: Math.min(query.limit ?? 100, MAX_LIMIT),
                orderBy: query.orderBy ?? 'DESC',
            } as const;
            return timeseriesJson(keys.flatMap(key => sources.history(source, key, history)), strict);
        });

        const saveAttributes = async (request: TelemetryRequest) => {
            const entity = entityOf(request);
            const attributeScope = entity.scope ?? '';
            if (attributeScope !== 'SERVER_SCOPE' && attributeScope !== 'SHARED_SCOPE') throw new PlainTextError(`Invalid scope: ${attributeScope}`);
            const body = request.typedBody;
            if (!isTypedObject(body)) throw new PlainTextError('Request is not a JSON object');
            let entries;
            try {
                entries = readValues(body, { typeCast: false });
            } catch (error) {
                throw new PlainTextError(error instanceof Error ? error.message : 'Invalid attribute value');
            }
            if (entries.length === 0) throw new PlainTextError('No attributes data found in request body!');
            if (entries.some(entry => entry.key.trim() === '')) throw new PlainTextError('Key cannot be empty or contains only spaces');
            const caller = callerOf(request);
            const row = entityAccess.validate(caller, entity.entityType, entity.entityId, 'write');
            await telemetry.saveAttributes(entity.entityType, entity.entityId, attributeScope, entries);
            reportAttributes(ctx.ruleEngine, { entityType: entity.entityType, id: entity.entityId }, row, caller, { type: 'ATTRIBUTES_UPDATED', scope: attributeScope, entries });
            return '';
        };
        contractRoute(scope, 'POST /api/plugins/telemetry/{entityType}/{entityId}/attributes/{scope}', saveAttributes);
        contractRoute(scope, 'POST /api/plugins/telemetry/{entityType}/{entityId}/{scope}', saveAttributes);
        contractRoute(scope, 'POST /api/plugins/telemetry/{deviceId}/{scope}', saveAttributes);

        const deleteAttributes = async (request: TelemetryRequest) => {
            const entity = entityOf(request);
            const attributeScope = entity.scope ?? '';
            const keys = keyList(request.query.keys);
            if (!keys) throw new PlainTextError('Empty keys: ');
            if (!isScope(attributeScope)) throw new PlainTextError(`Invalid attribute scope: ${attributeScope}`);
            const caller = callerOf(request);
            const row = entityAccess.validate(caller, entity.entityType, entity.entityId, 'write');
            await telemetry.deleteAttributes(entity.entityId, attributeScope, keys);
            reportAttributes(ctx.ruleEngine, { entityType: entity.entityType, id: entity.entityId }, row, caller, { type: 'ATTRIBUTES_DELETED', scope: attributeScope, keys });
            return '';
        };
        contractRoute(scope, 'DELETE /api/plugins/telemetry/{entityType}/{entityId}/{scope}', deleteAttributes);
        contractRoute(scope, 'DELETE /api/plugins/telemetry/{deviceId}/{scope}', deleteAttributes);

        const saveTimeseries = async (request: TelemetryRequest) => {
            const entity = entityOf(request);
            const body = request.typedBody ?? null;
            let entries;
            try {
                entries = readTelemetry(body, Date.now(), { typeCast: true });
            } catch (error) {
                if (!(error instanceof PayloadError)) throw error;
                throw new PlainTextError(`Unable to parse timeseries payload. Invalid JSON body: ${error.message}`);
            }
            if (entries.length === 0) throw new PlainTextError('No timeseries data found in request body!');
            if (entity.entityType === 'ENTITY_VIEW') throw badRequest("Telemetry data can't be stored for entity view. Read only");
            entityAccess.validate(callerOf(request), entity.entityType, entity.entityId, 'write');
            ctx.usage.admit(callerOf(request).tenantId, 'STORAGE_DP_COUNT', entries.length);
            // Read again once the caller may write: only then does the entity's own clock give the points without ts theirs.
            entries = readTelemetry(body, telemetry.timestamps.of(entity.entityId), { typeCast: true });
            await telemetry.saveTimeseries(entity.entityId, entries);
            return '';
        };
        contractRoute(scope, 'POST /api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}', saveTimeseries);
        contractRoute(scope, 'POST /api/plugins/telemetry/{entityType}/{entityId}/timeseries/{scope}/{ttl}', saveTimeseries);

        contractRoute(scope, 'DELETE /api/plugins/telemetry/{entityType}/{entityId}/timeseries/delete', async request => {
            const entity = entityOf(request);
            const query = request.query;
            const keys = keyList(query.keys);
            if (!keys) throw new PlainTextError(`Empty keys: ${query.keys ?? ''}`);
            let range: { startTs: number; endTs: number };
            if (query.deleteAllDataForKeys) range = { startTs: 0, endTs: Date.now() };
            else if (query.startTs === undefined || query.endTs === undefined) {
                throw new PlainTextError("When deleteAllDataForKeys is false, start and end timestamp values shouldn't be empty");
            } else range = { startTs: query.startTs, endTs: query.endTs };
            entityAccess.validate(callerOf(request), entity.entityType, entity.entityId, 'write');
            telemetry.deleteTimeseries(entity.entityId, keys, { ...range, rewriteLatestIfDeleted: query.rewriteLatestIfDeleted === true });
            return '';
        });

        const profileKeyScope = (request: FastifyRequest<{ Querystring: { deviceProfileId?: string } }>) => {
            const caller = callerOf(request);
            if (caller.authority !== 'TENANT_ADMIN') throw permissionDenied();
            const profileId = request.query.deviceProfileId?.trim() || null;
            if (profileId && !isUuid(profileId)) throw badRequest(`Invalid UUID string: ${profileId}`);
            if (profileId) ctx.guard.load(caller, ctx.repositories.deviceProfiles!, profileId, 'show');
            return { tenantId: caller.tenantId, profileId };
        };
        contractRoute(scope, 'GET /api/deviceProfile/devices/keys/timeseries', async request => {
            const { tenantId, profileId } = profileKeyScope(request);
            return telemetry.timeseries.deviceKeys(tenantId, profileId);
        });
        contractRoute(scope, 'GET /api/deviceProfile/devices/keys/attributes', async request => {
            const { tenantId, profileId } = profileKeyScope(request);
            return telemetry.attributes.deviceKeys(tenantId, profileId);
        });
    });
}
