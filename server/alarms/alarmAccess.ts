import type { AccessClaims } from '../auth/tokens';
import { entityNotFound, permissionDenied } from '../errors';
import type { EntityAccess } from '../telemetry/entityAccess';
import type { AlarmRow } from './alarmJson';
import type { AlarmService } from './alarmService';

/**
 * Who may touch alarms, as ThingsBoard 3.3's permissions say: the system administrator has no
 * alarms at all; a tenant administrator every alarm of its tenant; a customer user the alarms of
 * its customer (read, acknowledge, clear and delete, as ThingsBoard's customer alarm checker has no
 * per-operation limit). An unknown alarm is 404, someone else's 403.
 */
export class AlarmAccess {
    constructor(
        private readonly alarms: AlarmService,
        private readonly entities: EntityAccess,
    ) {}

    requireRole(caller: AccessClaims): void {
        if (caller.authority !== 'TENANT_ADMIN' && caller.authority !== 'CUSTOMER_USER') throw permissionDenied();
    }

    load(caller: AccessClaims, alarmId: string): AlarmRow {
        this.requireRole(caller);
        const alarm = this.alarms.findById(alarmId);
        if (!alarm) throw entityNotFound('ALARM', alarmId);
        const visible = alarm.tenant_id === caller.tenantId && (caller.authority === 'TENANT_ADMIN' || alarm.customer_id === caller.customerId);
        if (!visible) throw permissionDenied();
        return alarm;
    }

    /** May the caller read this entity's alarms (and raise alarms for it)? Its own tenant or customer counts too. */
    checkEntity(caller: AccessClaims, entityType: string, entityId: string): void {
        this.requireRole(caller);
        if (entityType === 'TENANT' && caller.authority === 'TENANT_ADMIN' && entityId === caller.tenantId) return;
        if (entityType === 'CUSTOMER' && caller.authority === 'CUSTOMER_USER' && entityId === caller.customerId) return;
        this.entities.check(caller, entityType, entityId, 'read');
    }
}
