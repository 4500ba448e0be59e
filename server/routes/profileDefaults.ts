import type { FastifyInstance } from 'fastify';
import { deviceProfiles, ruleChains, tenantProfiles } from '../../resources';
import type { AppContext } from '../context';
import { badRequest, itemNotFound } from '../errors';
import { deviceProfileRuleChain } from '../db/seed/ruleChainTemplates';
import { insertRuleChain } from '../db/seed/tenantDefaults';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { entityId } from '../lib/ids';
import { entityAnswer } from '../registry/answer';
import { rowToJson, type Row } from '../registry/codec';
import { enforceCreateLimits } from '../tenantLimits/entityLimits';
import { DefaultRows } from '../db/repositories/defaults';

/** DeviceProfileInfo: the lightweight profile the device forms and lists read. */
const deviceProfileInfo = (row: Row) => {
    const json = rowToJson(deviceProfiles, row, { detail: false });
    return { id: json.id, name: json.name, image: json.image, defaultDashboardId: json.defaultDashboardId, type: json.type, transportType: json.transportType };
};

/**
 * "Exactly one per owner" flags: the default device profile of a tenant, the default tenant
 * profile, the root rule chain of a tenant per chain type. Setting one clears the others in the
 * same transaction. Also the lightweight *Info reads of the profiles.
 */
export function profileDefaultRoutes(app: FastifyInstance, ctx: AppContext): void {
    const sqlite = ctx.database.sqlite;
    const deviceProfileRepository = ctx.repositories.deviceProfiles!;
    const tenantProfileRepository = ctx.repositories.tenantProfiles!;
    const ruleChainRepository = ctx.repositories.ruleChains!;
    const defaults = new DefaultRows(sqlite);

    contractRoute(app, 'POST /api/deviceProfile/{deviceProfileId}/default', async request => {
        const row = ctx.guard.load(callerOf(request), deviceProfileRepository, request.params.deviceProfileId, 'setDefault');
        defaults.setDefaultDeviceProfile(String(row.tenant_id), String(row.id));
        return entityAnswer(ctx, deviceProfiles, deviceProfileRepository.findById(row.id as string)!);
    });
    contractRoute(app, 'GET /api/deviceProfileInfo/default', async request => {
        const caller = callerOf(request);
        ctx.guard.require(caller, deviceProfiles, 'readInfo');
        const row = defaults.defaultDeviceProfile(caller.tenantId);
        if (!row) throw itemNotFound();
        return deviceProfileInfo(row);
    });
    contractRoute(app, 'GET /api/deviceProfileInfo/{deviceProfileId}', async request =>
        deviceProfileInfo(ctx.guard.load(callerOf(request), deviceProfileRepository, request.params.deviceProfileId, 'readInfo')),
    );
    contractRoute(app, 'GET /api/deviceProfileInfos', async request => {
        const caller = callerOf(request);
        const query = request.query;
        // The lightweight list is the tenant's profiles for whoever may read profile infos.
        ctx.guard.require(caller, deviceProfiles, 'readInfo');
        const scope = [{ sql: 't.tenant_id = ?', params: [caller.tenantId] }];
        const filter = query.transportType ? [{ sql: 't.transport_type = ?', params: [query.transportType] }] : [];
        const page = deviceProfileRepository.page([...scope, ...filter], query, deviceProfiles.search.fields);
        return { ...page, data: page.data.map(item => ({ id: item.id, name: item.name, image: item.image, defaultDashboardId: item.defaultDashboardId, type: item.type, transportType: item.transportType })) };
    });

    contractRoute(app, 'POST /api/tenantProfile/{tenantProfileId}/default', async request => {
        const row = ctx.guard.load(callerOf(request), tenantProfileRepository, request.params.tenantProfileId, 'setDefault');
        defaults.setDefaultTenantProfile(String(row.id));
        return entityAnswer(ctx, tenantProfiles, tenantProfileRepository.findById(row.id as string)!);
    });
    const tenantProfileInfo = (row: Row) => ({ id: entityId('TENANT_PROFILE', row.id as string), name: row.name });
    contractRoute(app, 'GET /api/tenantProfileInfo/default', async request => {
        ctx.guard.require(callerOf(request), tenantProfiles, 'show');
        const row = defaults.defaultTenantProfile();
        if (!row) throw itemNotFound();
        return tenantProfileInfo(row);
    });
    contractRoute(app, 'GET /api/tenantProfileInfo/{tenantProfileId}', async request =>
        tenantProfileInfo(ctx.guard.load(callerOf(request), tenantProfileRepository, request.params.tenantProfileId, 'show')),
    );
    contractRoute(app, 'GET /api/tenantProfileInfos', async request => {
        const caller = callerOf(request);
        const scope = ctx.guard.listConditions(caller, tenantProfiles, { scope: 'sysadmin' }, {});
        const page = tenantProfileRepository.page(scope, request.query, tenantProfiles.search.fields);
        return { ...page, data: page.data.map(item => ({ id: item.id, name: item.name })) };
    });

    contractRoute(app, 'POST /api/ruleChain/device/default', async request => {
        const caller = callerOf(request);
        ctx.guard.require(caller, ruleChains, 'create');
        const { name } = request.body ?? {};
        if (typeof name !== 'string' || name.trim() === '') throw badRequest('Rule chain name should be specified!');
        if (name.length > 255) throw badRequest('Validation error: name length must be equal or less than 255');
        enforceCreateLimits(sqlite, 'ruleChains', caller.tenantId);
        // The device-profile template: the root chain's message routing behind a device profile node.
        const id = insertRuleChain(ctx.database.sqlite, caller.tenantId, deviceProfileRuleChain(name.trim()));
        return entityAnswer(ctx, ruleChains, ruleChainRepository.findById(id)!);
    });

    contractRoute(app, 'POST /api/ruleChain/{ruleChainId}/root', async request => {
        const row = ctx.guard.load(callerOf(request), ruleChainRepository, request.params.ruleChainId, 'setDefault');
        defaults.setRootRuleChain(String(row.tenant_id), String(row.type), String(row.id));
        return entityAnswer(ctx, ruleChains, ruleChainRepository.findById(row.id as string)!);
    });
}
