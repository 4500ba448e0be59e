import type { ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import type { EntityType } from '../../../../resources/kernel';
import { AlarmsTab } from '../../../components/alarms/AlarmsTab';
import { AuditLogsTab } from '../../../components/auditLogs/AuditLogsTab';
import { EventsTab } from '../../../components/events/EventsTab';
import { RelationsTab } from '../../../components/relations/RelationsTab';
import type { EntityTab } from '../tabsOf';
import { TelemetryTab } from './TelemetryTab';

/** Records carry their id as a plain string or as ThingsBoard's { entityType, id }. */
export const idOf = (id: unknown): string | null => {
    if (typeof id === 'string') return id;
    if (typeof id === 'object' && id !== null && typeof (id as { id?: unknown }).id === 'string') return (id as { id: string }).id;
    return null;
};

type EntityPanel = ComponentType<{ entityType: EntityType; entityId: string }>;

/** What each non-details tab shows, for the entity of the details page. */
const PANELS: Record<Exclude<EntityTab, 'details'>, EntityPanel> = {
    attributes: props => <TelemetryTab {...props} initialScope="SERVER_SCOPE" />,
    'latest-telemetry': props => <TelemetryTab {...props} initialScope="LATEST_TELEMETRY" />,
    alarms: AlarmsTab,
    events: EventsTab,
    relations: RelationsTab,
    'audit-logs': AuditLogsTab,
};

export const DataTab = ({ tab, entityType }: { tab: Exclude<EntityTab, 'details'>; entityType: EntityType }) => {
    const record = useRecordContext();
    const entityId = idOf(record?.id);
    if (!entityId) return null;
    const Panel = PANELS[tab];
    return <Panel key={`${entityId}-${tab}`} entityType={entityType} entityId={entityId} />;
};
