import { describe, expect, it } from 'vitest';
import { isGateway, newGatewayDevice, preselectedGateway, type GatewayDevice } from './gateways';

const gateway = (name: string): GatewayDevice => ({ id: { id: name, entityType: 'DEVICE' }, name, additionalInfo: { gateway: true } });

describe('gateways', () => {
    it('saves a new gateway as a device of type Gateway flagged gateway, label null', () => {
        expect(newGatewayDevice('GW 7')).toEqual({ name: 'GW 7', label: null, type: 'Gateway', additionalInfo: { gateway: true } });
    });

    it('recognises gateways by their flag', () => {
        expect(isGateway(gateway('a'))).toBe(true);
        expect(isGateway({ ...gateway('b'), additionalInfo: {} })).toBe(false);
        expect(isGateway({ ...gateway('c'), additionalInfo: null })).toBe(false);
    });

    it('preselects the gateway named like the device, else the first, else none', () => {
        const gateways = [gateway('North'), gateway('South')];
        expect(preselectedGateway(gateways, 'South')?.name).toBe('South');
        expect(preselectedGateway(gateways, 'West')?.name).toBe('North');
        expect(preselectedGateway([], 'West')).toBeNull();
    });
});
