import { describe, expect, it } from 'vitest';
import { allowedEntityTypesFor, ENTITY_TYPE_TEXTS, entityTypeNameKey } from './entityTypes';

describe('entity types offered by authority', () => {
    it('gives a system administrator tenants only', () => {
        expect(allowedEntityTypesFor('SYS_ADMIN')).toEqual(['TENANT']);
    });

    it('gives a tenant administrator its entities, edges only when edges are on', () => {
        expect(allowedEntityTypesFor('TENANT_ADMIN')).toContain('EDGE');
        expect(allowedEntityTypesFor('TENANT_ADMIN', { edgesSupportEnabled: false })).not.toContain('EDGE');
        expect(allowedEntityTypesFor('TENANT_ADMIN')).not.toContain('CURRENT_TENANT');
    });

    it('adds the aliases a role can resolve when asked', () => {
        expect(allowedEntityTypesFor('TENANT_ADMIN', { useAliasEntityTypes: true })).toEqual(
            expect.arrayContaining(['CURRENT_CUSTOMER', 'CURRENT_TENANT', 'CURRENT_USER', 'CURRENT_USER_OWNER'])
        );
        expect(allowedEntityTypesFor('CUSTOMER_USER', { useAliasEntityTypes: true })).not.toContain('CURRENT_TENANT');
    });

    it('narrows to an explicit list, or takes it as is when authority filtering is off', () => {
        expect(allowedEntityTypesFor('CUSTOMER_USER', { allowedEntityTypes: ['DEVICE', 'TENANT'] })).toEqual(['DEVICE']);
        expect(allowedEntityTypesFor('CUSTOMER_USER', { allowedEntityTypes: ['DEVICE', 'TENANT'], ignoreAuthorityFilter: true })).toEqual(['DEVICE', 'TENANT']);
    });

    it('offers nothing before sign-in', () => {
        expect(allowedEntityTypesFor(null)).toEqual([]);
    });
});

describe('entity type texts', () => {
    it.each([
        ['DEVICE', 'device.device-required'],
        ['ASSET', 'asset.asset-required'],
        ['ENTITY_VIEW', 'entity-view.entity-view-required'],
        ['CUSTOMER', 'customer.customer-required'],
        ['CURRENT_CUSTOMER', 'customer.customer-required'],
        ['DASHBOARD', 'dashboard.dashboard-required'],
    ] as const)('requires a %s with %s', (type, key) => {
        expect(ENTITY_TYPE_TEXTS[type].required).toBe(key);
    });

    it("names unknown types 'Unknown'", () => {
        expect(entityTypeNameKey('DEVICE')).toBe('entity.type-device');
        expect(entityTypeNameKey('SPACESHIP')).toBe('entity.type-unknown');
    });
});
