import { TENANT_BRANDING_KEY_LIST } from '../../shared/tenantBrandingKeys';
import type { AccessClaims } from '../auth/tokens';

/**
 * A customer user may read its own tenant's accent colour and logo (issue #13: the tenant's look
 * is for all its users), and nothing else of the tenant: only SERVER_SCOPE values, only when the
 * request names keys and every one is a branding key. Everything else keeps the registry's rule
 * (customer users may not read a tenant at all, as in ThingsBoard).
 */
export const isTenantBrandingRead = (caller: AccessClaims, entity: { entityType: string; entityId: string; scope?: string }, keys: readonly string[] | undefined): boolean =>
    caller.authority === 'CUSTOMER_USER' &&
    entity.entityType === 'TENANT' &&
    entity.entityId === caller.tenantId &&
    entity.scope === 'SERVER_SCOPE' &&
    keys !== undefined &&
    keys.length > 0 &&
    keys.every(key => TENANT_BRANDING_KEY_LIST.includes(key));
