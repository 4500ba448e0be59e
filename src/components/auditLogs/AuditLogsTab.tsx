import type { EntityType } from '../../../resources/kernel';
import { NextReleaseTab } from '../../generic/show/NextReleaseTab';

/** The audit logs of the entity (or of the user, for users) in a time window. */
export const AuditLogsTab = (_props: { entityType: EntityType; entityId: string }) => <NextReleaseTab />;
