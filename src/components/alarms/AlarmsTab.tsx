import type { EntityType } from '../../../resources/kernel';
import { AlarmTable } from './AlarmTable';

/** The entity's alarms (also those propagated to it): search status, time window, acknowledge, clear, delete, details. */
export const AlarmsTab = ({ entityType, entityId }: { entityType: EntityType; entityId: string }) => (
    <AlarmTable source={{ kind: 'entity', entityType, entityId }} showOriginator={false} />
);
