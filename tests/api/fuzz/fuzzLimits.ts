import type { OperationKey } from '../../../shared/generated/operations.gen';

/** Operations the fuzzer leaves alone, each with the reason. Everything else in the contract is fuzzed. */
export const SKIPPED_OPERATIONS: Partial<Record<OperationKey, string>> = {
    'POST /api/auth/logout': "ends the caller's session, which every later request of the run needs",
    'POST /api/auth/changePassword': "changes the signed-in users' passwords, and each try costs an argon2 hash on purpose",
    'POST /api/admin/settings/testMail': 'sends mail to whatever SMTP host the body names, outside this machine',
    'POST /api/admin/settings/testSms': 'sends an SMS through whatever provider the body names, outside this machine',
};

/**
 * Operations that delete or disable what they name: their path ids never take the signed-in users,
 * their tenants or customers (the run's sessions would end), but still take every other existing id.
 */
export const breaksSessions = (key: OperationKey): boolean => key.startsWith('DELETE ') || key === 'POST /api/user/{userId}/userCredentialsEnabled';

/** RPC waits for the (offline) device until its timeout, ThingsBoard's 10 s when none is given. */
const RPC_TIMEOUT_MS = 500;

/**
 * Bodies the fuzzer adjusts before sending, because the server waits on them by design:
 * an RPC to an offline device answers 408/409 only after its timeout.
 */
export function tameBody(key: OperationKey, body: unknown): unknown {
    if (!/\/(oneway|twoway)\//.test(key) || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    return { ...body, timeout: RPC_TIMEOUT_MS };
}

/**
 * Operations whose answer rightly belongs to the other tenant: a tenant administrator hands its own
 * device to tenant 2, and the answer shows the device as it now is there (tenant 2's id and default
 * profile), as ThingsBoard's assignDeviceToTenant does.
 */
export const ANSWERS_OF_THE_TARGET_TENANT: ReadonlySet<OperationKey> = new Set(['POST /api/tenant/{tenantId}/device/{deviceId}']);
