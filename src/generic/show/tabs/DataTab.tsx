import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import { useRecordContext } from 'react-admin';
import type { EntityType } from '../../../../resources/kernel';
import type { EntityTab } from '../tabsOf';
import { TelemetryTab } from './TelemetryTab';

// Each data tab (with its tables, time window and date pickers) loads when it is first opened,
// so neither the lists nor the details tab carry them.
const AlarmsTab = lazy(() => import('../../../components/alarms/AlarmsTab').then(module => ({ default: module.AlarmsTab })));
const AuditLogsTab = lazy(() => import('../../../components/auditLogs/AuditLogsTab').then(module => ({ default: module.AuditLogsTab })));
const EdgeEventsTab = lazy(() => import('../../../components/edges/EdgeEventsTab').then(module => ({ default: module.EdgeEventsTab })));
const EventsTab = lazy(() => import('../../../components/events/EventsTab').then(module => ({ default: module.EventsTab })));
const PersistentRpcTab = lazy(() => import('../../../components/rpc/PersistentRpcTab').then(module => ({ default: module.PersistentRpcTab })));
const RelationsTab = lazy(() => import('../../../components/relations/RelationsTab').then(module => ({ default: module.RelationsTab })));

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
    'edge-events': EdgeEventsTab,
    rpc: PersistentRpcTab,
};

export const DataTab = ({ tab, entityType }: { tab: Exclude<EntityTab, 'details'>; entityType: EntityType }) => {
    const record = useRecordContext();
    const entityId = idOf(record?.id);
    if (!entityId) return null;
    const Panel = PANELS[tab];
    return (
        <Suspense fallback={<LinearProgress sx={{ width: '100%' }} />}>
            <Panel key={`${entityId}-${tab}`} entityType={entityType} entityId={entityId} />
        </Suspense>
    );
};
