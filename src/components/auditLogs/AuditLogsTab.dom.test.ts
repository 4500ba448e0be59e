import { describe, expect, it } from 'vitest';
import { auditLogSourceOf } from './AuditLogsTab';
import { auditLogPath } from './useAuditLogPage';

describe('audit logs tab', () => {
    it("lists a user's own actions, a customer's entries and any other entity's entries", () => {
        expect(auditLogPath(auditLogSourceOf('USER', 'u1'))).toBe('/api/audit/logs/user/u1');
        expect(auditLogPath(auditLogSourceOf('CUSTOMER', 'c1'))).toBe('/api/audit/logs/customer/c1');
        expect(auditLogPath(auditLogSourceOf('DEVICE', 'd1'))).toBe('/api/audit/logs/entity/DEVICE/d1');
        expect(auditLogPath({ kind: 'tenant' })).toBe('/api/audit/logs');
    });
});
