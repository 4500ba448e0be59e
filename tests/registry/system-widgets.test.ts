// The server's system widget library and the console's native widgets are two sides of one
// catalogue: a dashboard names a widget by `bundleAlias.typeAlias`, which both must know.
import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES, widgetTypeKey } from '../../shared/widgets/bundles';
import { NATIVE_WIDGETS } from '../../src/dashboard/widgets/catalogue';

describe('system widget library seed', () => {
    it('has a system type for every native widget of the console, so dashboards can name each one', () => {
        const seededKeys = WIDGET_TYPES.map(widgetTypeKey);
        expect(seededKeys).toEqual(expect.arrayContaining(Object.keys(NATIVE_WIDGETS)));
    });
});
