import type { EntityType } from '../../../resources/kernel';
import { NextReleaseTab } from '../../generic/show/NextReleaseTab';

/** The entity's events (error, lifecycle, statistics, debug) in a time window. */
export const EventsTab = (_props: { entityType: EntityType; entityId: string }) => <NextReleaseTab />;
