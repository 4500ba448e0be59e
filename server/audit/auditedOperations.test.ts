import { describe, expect, it } from 'vitest';
import { operations } from '../../shared/generated/operations.gen';
import { AUDIT_EXCLUSIONS, AUDITED_OPERATIONS } from './auditedOperations';
import { operationKeyOf } from './auditLogHook';

const mutating = Object.keys(operations).filter(key => /^(POST|PUT|PATCH|DELETE) /.test(key));

describe('the audited operations table', () => {
    it('names every mutating operation of the contract, or excludes it with a reason', () => {
        const forgotten = mutating.filter(key => !(key in AUDITED_OPERATIONS) && !(key in AUDIT_EXCLUSIONS));
        expect(forgotten, `not audited and not excluded: ${forgotten.join(', ')}`).toEqual([]);
    });

    it('names only operations the contract has, and none both audited and excluded', () => {
        expect(Object.keys(AUDITED_OPERATIONS).filter(key => !(key in operations))).toEqual([]);
        expect(Object.keys(AUDIT_EXCLUSIONS).filter(key => !(key in operations))).toEqual([]);
        expect(Object.keys(AUDIT_EXCLUSIONS).filter(key => key in AUDITED_OPERATIONS)).toEqual([]);
    });

    it("maps a matched Fastify route back to the contract's key", () => {
        expect(operationKeyOf('DELETE', '/api/customer/:customerId/device/:deviceId')).toBe('DELETE /api/customer/{customerId}/device/{deviceId}');
    });
});
