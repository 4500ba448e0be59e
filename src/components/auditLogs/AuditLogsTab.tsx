import type { EntityType } from '../../../resources/kernel';
import { AuditLogTable } from './AuditLogTable';
import type { AuditLogSource } from './useAuditLogPage';

/** Users list what they did, customers what happened to their entities, anything else what happened to it. */
export function auditLogSourceOf(entityType: EntityType, entityId: string): AuditLogSource {
    if (entityType === 'USER') return { kind: 'user', userId: entityId };
    if (entityType === 'CUSTOMER') return { kind: 'customer', customerId: entityId };
    return { kind: 'entity', entityType, entityId };
}

/** The audit logs of the entity (or of the user, for users) in a time window. */
export const AuditLogsTab = ({ entityType, entityId }: { entityType: EntityType; entityId: string }) => (
    <AuditLogTable source={auditLogSourceOf(entityType, entityId)} />
);
