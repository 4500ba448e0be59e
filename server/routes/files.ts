import type { FastifyInstance, FastifyReply } from 'fastify';
import { otaPackages } from '../../resources';
import type { AppContext } from '../context';
import { badRequest } from '../errors';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';
import { checksumOf } from '../lib/checksums';
import { infoAnswer } from '../registry/answer';
import { enforceSizeLimit } from '../tenantLimits/entityLimits';
import { DeviceRows } from '../db/repositories/devices';

function sendFile(reply: FastifyReply, data: Buffer, fileName: string, contentType: string) {
    return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`)
        .header('Content-Length', data.length)
        .send(data);
}

/**
 * Files of the OTA packages and of the resources library: the OTA upload (step two, multipart,
 * with its checksum computed or checked), the OTA list per profile and type, and downloads.
 */
export function fileRoutes(app: FastifyInstance, ctx: AppContext): void {
    const otaRepository = ctx.repositories.otaPackages!;
    const resourceRepository = ctx.repositories.resources!;
    const sqlite = ctx.database.sqlite;
    const deviceRows = new DeviceRows(sqlite);

    contractRoute(app, 'POST /api/otaPackage/{otaPackageId}', async request => {
        const caller = callerOf(request);
        const row = ctx.guard.load(caller, otaRepository, request.params.otaPackageId, 'upload');
        const { checksumAlgorithm, checksum } = request.query;
        const body = request.body;
        const file = body?.files?.find(part => part.field === 'file') ?? body?.files?.[0];
        if (!file) throw badRequest('OtaPackage file should be specified!');
        if (file.data.length === 0) throw badRequest('OtaPackage data should be specified!');
        if (row.has_data === 1) throw badRequest('Updating otaPackage data is prohibited!');
        enforceSizeLimit(sqlite, 'otaPackages', String(row.tenant_id), file.data.length);
        const computed = checksumOf(checksumAlgorithm, file.data);
        if (checksum && checksum.trim() !== '' && checksum.trim().toLowerCase() !== computed) throw badRequest('Wrong otaPackage file!');
        otaRepository.update(row.id as string, {
            has_data: 1,
            url: null,
            data: file.data,
            data_size: file.data.length,
            file_name: file.fileName,
            content_type: file.contentType,
            checksum_algorithm: checksumAlgorithm,
            checksum: computed,
        });
        return infoAnswer(ctx, otaPackages, row.id as string);
    });

    contractRoute(app, 'GET /api/otaPackage/{otaPackageId}/download', async (request, reply) => {
        const row = ctx.guard.load(callerOf(request), otaRepository, request.params.otaPackageId, 'show');
        if (row.has_data !== 1 || !row.data) throw badRequest('OtaPackage has no data to download!');
        return sendFile(reply, row.data as Buffer, String(row.file_name ?? 'package'), String(row.content_type ?? 'application/octet-stream'));
    });

    contractRoute(app, 'GET /api/otaPackages/{deviceProfileId}/{type}', async request => {
        const caller = callerOf(request);
        const { deviceProfileId, type } = request.params;
        const profile = ctx.guard.load(caller, ctx.repositories.deviceProfiles!, deviceProfileId, 'show');
        const scope = ctx.guard.listConditions(caller, otaPackages, { scope: 'tenant' }, {});
        const filters = [{ sql: 't.device_profile_id = ? AND t.type = ? AND (t.has_data = 1 OR t.url IS NOT NULL)', params: [profile.id, type] }];
        return otaRepository.page([...scope, ...filters], request.query, otaPackages.search.fields);
    });

    contractRoute(app, 'GET /api/devices/count/{otaPackageType}/{deviceProfileId}', async request => {
        const caller = callerOf(request);
        const { otaPackageType, deviceProfileId } = request.params;
        const profile = ctx.guard.load(caller, ctx.repositories.deviceProfiles!, deviceProfileId, 'show');
        return deviceRows.countFollowingProfilePackage(caller.tenantId, String(profile.id), otaPackageType === 'SOFTWARE' ? 'SOFTWARE' : 'FIRMWARE');
    });

    contractRoute(app, 'GET /api/resource/{resourceId}/download', async (request, reply) => {
        const row = ctx.guard.load(callerOf(request), resourceRepository, request.params.resourceId, 'show');
        return sendFile(reply, Buffer.from(String(row.data), 'base64'), String(row.file_name), 'application/octet-stream');
    });
}
