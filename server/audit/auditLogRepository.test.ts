import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { newId } from '../lib/ids';
import { AuditLogRepository } from './auditLogRepository';
import { TOO_DEEP } from './boundedJson';

let database: DatabaseHandle;
beforeAll(async () => {
    database = await openDatabase(':memory:');
});
afterAll(() => database.close());

describe('AuditLogRepository', () => {
    it('stores action data nested 100,000 deep as a readable row, cut at the depth limit', () => {
        let actionData: unknown = 1;
        for (let level = 0; level < 100_000; level++) actionData = { a: actionData };
        const repository = new AuditLogRepository(database.sqlite);
        const tenantId = newId();
        repository.insert([
            { tenantId, customerId: newId(), entityId: null, entityName: null, userId: newId(), userName: 'tenant@thingsboard.org', actionType: 'RPC_CALL', actionData, actionStatus: 'SUCCESS', actionFailureDetails: null },
        ]);

        const [row] = repository.page({ tenantId }, [], { pageSize: 10, page: 0 }).data;
        let depth = 0;
        let bottom = row!.actionData;
        while (typeof bottom === 'object' && bottom !== null) {
            bottom = (bottom as { a: unknown }).a;
            depth++;
        }
        expect([depth, bottom]).toEqual([64, TOO_DEEP]);
    });
});
