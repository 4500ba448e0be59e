import type { EntityType } from '../../../../resources/kernel';
import { AttributesPanel } from '../../../components/telemetry/AttributesPanel';
import type { TelemetryScope } from '../../../lib/telemetrySocket';

/** The Attributes and Latest telemetry tabs: the same panel, opened on a different scope. */
export const TelemetryTab = ({ entityType, entityId, initialScope }: { entityType: EntityType; entityId: string; initialScope: TelemetryScope }) => (
    <AttributesPanel entityType={entityType} entityId={entityId} initialScope={initialScope} />
);
