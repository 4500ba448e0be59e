import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/http/ApiError';
import { claimPath, claimRefusal } from './claimOutcome';

describe('claim refusals', () => {
    it('say why ThingsBoard refused', () => {
        expect(claimRefusal(new ApiError({ status: 400, message: 'FAILURE', body: 'FAILURE' }))).toEqual({ key: 'device.claim-failed' });
        expect(claimRefusal(new ApiError({ status: 400, message: 'CLAIMED', body: 'CLAIMED' }))).toEqual({ key: 'device.claim-already-claimed' });
        expect(claimRefusal(new ApiError({ status: 404, message: "Requested item wasn't found!", errorCode: 32 }))).toEqual({ key: 'device.claim-not-found' });
        expect(claimRefusal(new ApiError({ status: 403, message: 'No permission' }))).toEqual({ key: 'device.claim-failed', text: 'No permission' });
    });

    it('name the device in the path, encoded', () => {
        expect(claimPath('DHT11 Demo/Device')).toBe('/api/customer/device/DHT11%20Demo%2FDevice/claim');
    });
});
