import { isApiError } from '../../providers/http/ApiError';

/**
 * What to tell a customer user whose claim was refused. ThingsBoard answers 400 with the bare
 * ClaimResponse: FAILURE (wrong secret key, nothing announced, or the time ran out) or CLAIMED
 * (someone owns the device); 404 when the tenant has no device of that name.
 */
export const claimRefusal = (error: unknown): { key: string; text?: string } => {
    if (isApiError(error)) {
        if (error.body === 'CLAIMED') return { key: 'device.claim-already-claimed' };
        if (error.body === 'FAILURE') return { key: 'device.claim-failed' };
        if (error.status === 404) return { key: 'device.claim-not-found' };
        return { key: 'device.claim-failed', text: error.message };
    }
    return { key: 'device.claim-failed' };
};

/** The claim and re-claim calls name the device, not its id. */
export const claimPath = (deviceName: string) => `/api/customer/device/${encodeURIComponent(deviceName)}/claim`;
