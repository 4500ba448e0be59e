import type { Alarm, AlarmInfo } from '../../shared/generated/api.gen';
import type { AlarmTable } from '../db/schema';
import { fromJsonColumn } from '../lib/json';
import type { AlarmSeverity, AlarmStatus } from './alarmStatus';

export type AlarmRow = AlarmTable;

/** An alarm as ThingsBoard serialises it (reference §1.9): `name` repeats `type`, unset times are 0. */
export function alarmJson(row: AlarmRow): Alarm {
    return {
        id: { entityType: 'ALARM', id: row.id },
        createdTime: row.created_time,
        tenantId: { entityType: 'TENANT', id: row.tenant_id },
        customerId: { entityType: 'CUSTOMER', id: row.customer_id },
        type: row.type,
        name: row.type,
        originator: { entityType: row.originator_type as Alarm['originator']['entityType'], id: row.originator_id },
        severity: row.severity as AlarmSeverity,
        status: row.status as AlarmStatus,
        startTs: row.start_ts,
        endTs: row.end_ts,
        ackTs: row.ack_ts,
        clearTs: row.clear_ts,
        details: fromJsonColumn(row.details) ?? null,
        propagate: row.propagate === 1,
        propagateToOwner: row.propagate_to_owner === 1,
        propagateToTenant: row.propagate_to_tenant === 1,
        propagateRelationTypes: fromJsonColumn<string[]>(row.propagate_relation_types) ?? [],
    };
}

export const alarmInfoJson = (row: AlarmRow, originatorName: string | null): AlarmInfo => ({ ...alarmJson(row), originatorName });
