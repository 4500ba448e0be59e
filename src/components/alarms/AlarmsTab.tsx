import type { EntityType } from '../../../resources/kernel';
import { NextReleaseTab } from '../../generic/show/NextReleaseTab';

/** The entity's alarms: search status, time window, acknowledge, clear, delete, details. */
export const AlarmsTab = (_props: { entityType: EntityType; entityId: string }) => <NextReleaseTab />;
