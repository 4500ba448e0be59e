import type { DocumentComparison } from './comparison';
import { compareDashboards } from './compareDashboards';
import { compareRuleChains } from './compareRuleChains';
import { jsonDiff } from './jsonDiff';
import type { VersionedEntityType } from './versionedTypes';


/** A plain JSON diff, for documents whose parts have no names worth listing. */
const compareJson = (before: unknown, after: unknown): DocumentComparison => ({ sections: [], json: jsonDiff(before, after) });

/** How two versions of each type compare. */
const COMPARE: Readonly<Record<VersionedEntityType, (before: unknown, after: unknown) => DocumentComparison>> = {
    DASHBOARD: compareDashboards,
    RULE_CHAIN: compareRuleChains,
    DEVICE_PROFILE: compareJson,
    WIDGET_TYPE: compareJson,
    TENANT_PROFILE: compareJson,
};

export const compareDocuments = (entityType: VersionedEntityType, before: unknown, after: unknown): DocumentComparison => COMPARE[entityType](before, after);
