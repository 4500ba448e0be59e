import type { AccessClaims } from '../auth/tokens';
import { PlainTextError, ThingsboardError } from '../errors';
import type { Row } from '../registry/codec';
import type { AccessMode, EntityAccess } from './entityAccess';

/**
 * How ThingsBoard 3.3.4's AccessValidator names a missing entity in the answers of the telemetry
 * and RPC controllers. Entity types it has no rule for are checked like any other entity.
 */
const NOT_FOUND: Readonly<Record<string, string>> = {
    DEVICE: 'Device',
    DEVICE_PROFILE: 'Device profile',
    ASSET: 'Asset',
    RULE_CHAIN: 'Rule chain',
    CUSTOMER: 'Customer',
    TENANT: 'Tenant',
    USER: 'User',
    ENTITY_VIEW: 'Entity-view',
    EDGE: 'Edge',
    API_USAGE_STATE: 'Api Usage State',
    TB_RESOURCE: 'Resource',
    OTA_PACKAGE: 'OtaPackage',
    RPC: 'Rpc',
};

/** Entity types AccessValidator refuses to the system administrator before looking anything up. */
const SYSADMIN_REFUSED = new Set(['DEVICE', 'DEVICE_PROFILE', 'ASSET', 'CUSTOMER', 'ENTITY_VIEW', 'EDGE', 'API_USAGE_STATE', 'OTA_PACKAGE']);
/** … and to customer users. */
const CUSTOMER_REFUSED = new Set(['RULE_CHAIN', 'TENANT']);

const forbidden = (message: string) => new PlainTextError(message, 403);

/**
 * ThingsBoard's AccessValidator, which the telemetry and RPC controllers call instead of
 * BaseController's checks: the same rules (EntityAccess), answered as bare text bodies
 * ("Device with requested id wasn't found!" 404, "You don't have permission to perform this
 * operation!" 403) rather than the JSON error.
 */
export class AccessValidator {
    constructor(private readonly entities: EntityAccess) {}

    validate(caller: AccessClaims, entityType: string, entityId: string, mode: AccessMode): Row {
        const authority = caller.authority;
        if (authority === 'SYS_ADMIN' && SYSADMIN_REFUSED.has(entityType)) throw forbidden('System administrator is not allowed to perform this operation!');
        if (authority === 'CUSTOMER_USER' && CUSTOMER_REFUSED.has(entityType)) throw forbidden('Customer user is not allowed to perform this operation!');
        if (entityType === 'TENANT_PROFILE' && authority !== 'SYS_ADMIN') throw forbidden('Only system administrator is allowed to perform this operation!');
        if (entityType === 'API_USAGE_STATE' && mode === 'write') throw forbidden('Allowed only READ_TELEMETRY operation!');
        try {
            return this.entities.check(caller, entityType, entityId, mode);
        } catch (error) {
            if (!(error instanceof ThingsboardError) || !(entityType in NOT_FOUND)) throw error;
            if (error.status === 404) throw new PlainTextError(`${NOT_FOUND[entityType]} with requested id wasn't found!`, 404);
            if (error.status === 403) throw forbidden(error.message);
            throw error;
        }
    }
}
