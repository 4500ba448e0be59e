import { describe, expect, it } from 'vitest';
import { NULL_UUID } from './entityTypes';
import { bundlesFor, isSystemBundle } from './widgetsBundles';

const system = (alias: string) => ({ title: alias, alias, tenantId: { id: NULL_UUID } });
const tenant = (alias: string) => ({ title: alias, alias, tenantId: { id: 't1' } });
const BUNDLES = [system('charts'), system('edge_widgets'), tenant('mine')];

describe('widgets bundles', () => {
    it('marks bundles of the null tenant as system', () => {
        expect(isSystemBundle(system('charts'))).toBe(true);
        expect(isSystemBundle(tenant('mine'))).toBe(false);
    });

    it.each([
        [null, true, ['charts', 'edge_widgets', 'mine']],
        ['system' as const, true, ['charts', 'edge_widgets']],
        ['tenant' as const, true, ['mine']],
        [null, false, ['charts', 'mine']],
    ])('scope %j with edges %j offers %j', (scope, edges, aliases) => {
        expect(bundlesFor(BUNDLES, scope, edges).map(bundle => bundle.alias)).toEqual(aliases);
    });
});
