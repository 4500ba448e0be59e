import { useRecordContext } from 'react-admin';
import type { EntityType } from '../../../../resources/kernel';
import { AttributesPanel } from '../../../components/telemetry/AttributesPanel';
import type { TelemetryScope } from '../../../lib/telemetrySocket';

/** Records carry their id as a plain string or as ThingsBoard's { entityType, id }. */
const idOf = (id: unknown): string | null => {
    if (typeof id === 'string') return id;
    if (typeof id === 'object' && id !== null && typeof (id as { id?: unknown }).id === 'string') return (id as { id: string }).id;
    return null;
};

/** The Attributes and Latest telemetry tabs: the same panel, opened on a different scope. */
export const TelemetryTab = ({ entityType, initialScope }: { entityType: EntityType; initialScope: TelemetryScope }) => {
    const record = useRecordContext();
    const entityId = idOf(record?.id);
    if (!entityId) return null;
    return <AttributesPanel key={`${entityId}-${initialScope}`} entityType={entityType} entityId={entityId} initialScope={initialScope} />;
};
