import { describe, expect, it } from 'vitest';
import { registry } from '..';
import { endpointsOf } from './checks';

describe('endpointsOf', () => {
    it('names the bulk import call of the entries that declare one, so the registry tests hold it to the contract', () => {
        const imports = registry.flatMap(resource => endpointsOf(resource).filter(call => call.endsWith('/bulk_import')));
        expect(imports.sort()).toEqual(['POST /api/asset/bulk_import', 'POST /api/device/bulk_import', 'POST /api/edge/bulk_import']);
    });
});
