import type { Authority } from '../../../resources/kernel';
import type { AliasEntityId } from '../model/dashboardConfig';

/** An entity of a dashboard state's parameters (ThingsBoard's StateParams entry). */
export interface StateEntityParam {
    entityId?: AliasEntityId | null;
    entityName?: string;
    entityLabel?: string;
}

/**
 * The shown dashboard state's parameters: its own entity at the top level, and entities passed under
 * a parameter name (an action's stateEntityParamName) as nested objects.
 */
export type AliasStateParams = StateEntityParam & Record<string, unknown>;

/** Who looks at the dashboard: the CURRENT_* entity references resolve to these ids. */
export interface AliasUser {
    authority: Authority | 'ANONYMOUS' | null;
    tenantId?: string | null;
    customerId?: string | null;
    userId?: string | null;
}

/** What an alias resolves against. */
export interface AliasContext {
    stateParams: AliasStateParams;
    user: AliasUser;
}
