// The server's system widget library and the console's native widgets are two sides of one
// catalogue: a dashboard names a widget by `bundleAlias.typeAlias`, which both must know.
import { describe, expect, it } from 'vitest';
import { SYSTEM_WIDGET_BUNDLES } from '../../server/db/seed/systemWidgets';
import { NATIVE_WIDGETS } from '../../src/dashboard/widgets/catalogue';

describe('system widget library seed', () => {
    it('has a system type for every native widget of the console, so dashboards can name each one', () => {
        const seededKeys = SYSTEM_WIDGET_BUNDLES.flatMap(bundle => bundle.types.map(type => `${bundle.alias}.${type.alias}`));
        expect(seededKeys).toEqual(expect.arrayContaining(Object.keys(NATIVE_WIDGETS)));
    });
});
