import { describe, expect, it } from 'vitest';
import { menuFor } from '../../../layout/menu/menuSections';
import { navigationPlacesOf } from './navigationPlaces';

const tenantMenu = menuFor('TENANT_ADMIN', { edgesSupportEnabled: false });
const paths = (places: ReturnType<typeof navigationPlacesOf>) => places.map(place => place.path);

describe('navigation cards places', () => {
    it("are the pages of the user's menu, without home, toggle groups opened into their pages", () => {
        const all = paths(navigationPlacesOf(tenantMenu));
        expect(all).not.toContain('/home');
        expect(all).toEqual(expect.arrayContaining(['/devices', '/assets', '/dashboards', '/settings/home', '/settings/resources-library']));
        expect(all).not.toContain('/settings');
        expect(paths(navigationPlacesOf(menuFor('CUSTOMER_USER', { edgesSupportEnabled: false })))).not.toContain('/ruleChains');
    });

    it('keeps only the listed paths with include, all but them with exclude (with or without the slash)', () => {
        expect(paths(navigationPlacesOf(tenantMenu, 'include', ['devices', '/assets']))).toEqual(['/assets', '/devices']);
        const excluded = paths(navigationPlacesOf(tenantMenu, 'exclude', ['/devices']));
        expect(excluded).not.toContain('/devices');
        expect(excluded).toContain('/assets');
    });
});
