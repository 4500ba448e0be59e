import { describe, expect, it } from 'vitest';
import { NULL_UUID } from '../lib/ids';
import type { TelemetryService } from '../telemetry/service';
import { ClaimService, claimRequestOf, DEFAULT_CLAIM_DURATION_MS } from './claimService';

/** A claim service over one in-memory device and no attributes, with a clock the test moves. */
function setup() {
    let now = 1_000_000;
    const owners = new Map<string, string>([['d1', NULL_UUID]]);
    const noAttributes = { attributes: { findEntries: async () => [] }, deleteAttributes: async () => {}, saveAttributes: async () => {} } as unknown as TelemetryService;
    const service = new ClaimService(noAttributes, { customerOf: id => owners.get(id), setCustomer: (id, customer) => owners.set(id, customer) }, () => now);
    const device = () => ({ id: 'd1', tenantId: 't', customerId: owners.get('d1')! });
    return { service, owners, device, advance: (ms: number) => (now += ms) };
}

describe('ClaimService', () => {
    it('honours the announced duration, to the millisecond', async () => {
        const { service, device, advance } = setup();
        await service.announce('d1', 'k', 1000);
        advance(1001);
        expect(await service.claim(device(), 'c1', 'k')).toBe('FAILURE');
        await service.announce('d1', 'k', 1000);
        advance(1000);
        expect(await service.claim(device(), 'c1', 'k')).toBe('SUCCESS');
    });

    it('lasts a day when the device names no duration (security.claim.duration)', async () => {
        const { service, device, advance } = setup();
        await service.announce('d1', '', 0);
        advance(DEFAULT_CLAIM_DURATION_MS + 1);
        expect(await service.claim(device(), 'c1', '')).toBe('FAILURE');
        await service.announce('d1', '', -5);
        advance(DEFAULT_CLAIM_DURATION_MS);
        expect(await service.claim(device(), 'c1', '')).toBe('SUCCESS');
    });

    it('ignores announcements of unknown or owned devices', async () => {
        const { service, owners } = setup();
        expect(await service.announce('nope', 'k', 1000)).toBe(false);
        owners.set('d1', 'c9');
        expect(await service.announce('d1', 'k', 1000)).toBe(false);
    });

    it('re-claiming answers the customer the device left, and nothing for a free device', async () => {
        const { service, owners, device } = setup();
        expect(await service.reclaim(device())).toBeNull();
        owners.set('d1', 'c1');
        expect(await service.reclaim(device())).toBe('c1');
        expect(owners.get('d1')).toBe(NULL_UUID);
    });
});

describe('claimRequestOf', () => {
    it('reads the optional secretKey and durationMs, ignoring anything else', () => {
        expect(claimRequestOf({ secretKey: 'a', durationMs: 5 })).toEqual({ secretKey: 'a', durationMs: 5 });
        expect(claimRequestOf(undefined)).toEqual({ secretKey: '', durationMs: 0 });
        expect(claimRequestOf([1])).toEqual({ secretKey: '', durationMs: 0 });
        expect(claimRequestOf({ secretKey: 3, durationMs: '9' })).toEqual({ secretKey: '', durationMs: 0 });
    });
});
