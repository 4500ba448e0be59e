import type { FastifyInstance } from 'fastify';
import { registry } from '../../resources';
import type { OperationKey } from '../../shared/generated/operations.gen';
import { BulkImportService } from '../bulkImport/bulkImportService';
import type { AppContext } from '../context';
import { callerOf } from '../http/authenticate';
import { contractRoute } from '../http/contractRoute';

/** The contract's bulk imports: every one takes a BulkImportRequest. */
type BulkImportCall = Extract<OperationKey, `POST /api/${string}/bulk_import`>;

/** `POST /api/{device,asset,edge}/bulk_import`: one route per registry entry that declares the call. */
export function bulkImportRoutes(app: FastifyInstance, ctx: AppContext): void {
    const service = new BulkImportService(ctx);
    for (const resource of registry) {
        const call = resource.endpoints.bulkImport;
        if (!call) continue;
        contractRoute(app, call as BulkImportCall, request => service.run(resource, callerOf(request), request, request.body));
    }
}
