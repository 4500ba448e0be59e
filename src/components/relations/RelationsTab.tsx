import type { EntityType } from '../../../resources/kernel';
import { NextReleaseTab } from '../../generic/show/NextReleaseTab';

/** The entity's relations, from or to it: add and delete. */
export const RelationsTab = (_props: { entityType: EntityType; entityId: string }) => <NextReleaseTab />;
