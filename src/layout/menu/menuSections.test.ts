import { describe, expect, it } from 'vitest';
import { homeSectionsOf } from './homeSections';
import { registry } from '../../../resources';
import { AUTHORITIES } from '../../../resources/kernel';
import { routeOf } from '../../providers/data/resourceLookup';
import { authoritiesByPath, isSectionActive, menuFor, pageAuthoritiesOf } from './menuSections';

const paths = (sections: ReturnType<typeof menuFor>) =>
    sections.flatMap(section =>
        section.type === 'toggle'
            ? section.pages!.map(page => page.path)
            : [section.path]
    );

/** Part 1 §2's menus. Registry entries the spec does not list are left out of the comparison: they take their place by their own menu order and are checked under "entity links from the registry". */
const SPEC_MENUS = {
    SYS_ADMIN: [
        '/home', '/tenants', '/tenantProfiles', '/widgets-bundles', '/settings/general', '/settings/outgoing-mail',
        '/settings/sms-provider', '/settings/security-settings', '/settings/oauth2', '/settings/resources-library',
    ],
    TENANT_ADMIN: [
        '/home', '/ruleChains', '/customers', '/assets', '/devices', '/deviceProfiles', '/otaUpdates', '/entityViews',
        '/edgeInstances', '/edgeManagement/ruleChains', '/widgets-bundles', '/dashboards', '/auditLogs', '/usage',
        '/settings/home', '/settings/resources-library',
    ],
    CUSTOMER_USER: ['/home', '/assets', '/devices', '/entityViews', '/edgeInstances', '/dashboards'],
} as const;
const EDGE_PATHS = ['/edgeInstances', '/edgeManagement/ruleChains'];
const withoutEdges = (spec: readonly string[]) => spec.filter(path => !EDGE_PATHS.includes(path));

const registryRoutes = new Set(registry.map(resource => `/${routeOf(resource)}`));
/** A menu's paths as part 1 §2 sees them: without registry entries it does not list. */
const specView = (menuPaths: readonly string[], spec: readonly string[]) => menuPaths.filter(path => spec.includes(path) || !registryRoutes.has(path));

describe('menu by role (part 1 §2)', () => {
    it('SYS_ADMIN: home, tenants, tenant profiles, widgets, settings pages', () => {
        expect(specView(paths(menuFor('SYS_ADMIN', { edgesSupportEnabled: true })), SPEC_MENUS.SYS_ADMIN)).toEqual(SPEC_MENUS.SYS_ADMIN);
    });

    it('TENANT_ADMIN with edges', () => {
        expect(specView(paths(menuFor('TENANT_ADMIN', { edgesSupportEnabled: true })), SPEC_MENUS.TENANT_ADMIN)).toEqual(SPEC_MENUS.TENANT_ADMIN);
    });

    it('TENANT_ADMIN without edges has no edge items', () => {
        const menu = paths(menuFor('TENANT_ADMIN', { edgesSupportEnabled: false }));
        expect(menu).not.toContain('/edgeInstances');
        expect(menu).not.toContain('/edgeManagement/ruleChains');
        expect(specView(menu, SPEC_MENUS.TENANT_ADMIN)).toEqual(withoutEdges(SPEC_MENUS.TENANT_ADMIN));
    });

    it('CUSTOMER_USER, edges only when enabled', () => {
        expect(specView(paths(menuFor('CUSTOMER_USER', { edgesSupportEnabled: true })), SPEC_MENUS.CUSTOMER_USER)).toEqual(SPEC_MENUS.CUSTOMER_USER);
        expect(specView(paths(menuFor('CUSTOMER_USER', { edgesSupportEnabled: false })), SPEC_MENUS.CUSTOMER_USER)).toEqual(withoutEdges(SPEC_MENUS.CUSTOMER_USER));
    });

    it("the trash, a Thingdeck page: a tenant admin's on Thingdeck's server only, never a customer's", () => {
        expect(paths(menuFor('TENANT_ADMIN', { edgesSupportEnabled: true, thingdeckExtensions: true }))).toContain('/trash');
        expect(paths(menuFor('TENANT_ADMIN', { edgesSupportEnabled: true, thingdeckExtensions: false }))).not.toContain('/trash');
        expect(paths(menuFor('TENANT_ADMIN', { edgesSupportEnabled: true }))).not.toContain('/trash');
        expect(paths(menuFor('CUSTOMER_USER', { edgesSupportEnabled: true, thingdeckExtensions: true }))).not.toContain('/trash');
        expect(paths(menuFor('SYS_ADMIN', { edgesSupportEnabled: true, thingdeckExtensions: true }))).not.toContain('/trash');
    });

    it('sections are links or toggle groups with pages', () => {
        const settings = menuFor('SYS_ADMIN', { edgesSupportEnabled: false }).at(-1)!;
        expect(settings).toMatchObject({ id: 'system_settings', type: 'toggle', path: '/settings' });
        expect(settings.pages).toHaveLength(6);
    });

    it('knows which roles reach each path', () => {
        const byPath = authoritiesByPath();
        expect(byPath.get('/tenants')).toEqual(['SYS_ADMIN']);
        expect(byPath.get('/devices')).toEqual(['TENANT_ADMIN', 'CUSTOMER_USER']);
        expect(byPath.get('/home')).toEqual(['SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER']);
        expect(byPath.get('/settings/resources-library')).toEqual(['SYS_ADMIN', 'TENANT_ADMIN']);
    });

    it('highlights the section the location is in', () => {
        const [, tenants] = menuFor('SYS_ADMIN', { edgesSupportEnabled: false });
        expect(isSectionActive(tenants, '/tenants')).toBe(true);
        expect(isSectionActive(tenants, '/tenants/42')).toBe(true);
        expect(isSectionActive(tenants, '/tenantProfiles')).toBe(false);
    });
});

describe('home sections', () => {
    it('lead to the same places as the menu', () => {
        const menu = menuFor('SYS_ADMIN', { edgesSupportEnabled: false });
        const sections = homeSectionsOf(menu);

        expect(sections.map(section => section.name)).toEqual([
            'tenant.tenants',
            'tenant-profile.tenant-profiles',
            'widget.widget-library',
            'admin.system-settings',
        ]);
        expect(sections.flatMap(section => section.places.map(place => place.path))).toEqual(
            paths(menu).slice(1)
        );
    });
});

describe('entity links from the registry', () => {
    const linked = registry.filter(resource => !resource.menu.unlinked);
    it.each(linked.flatMap(resource => pageAuthoritiesOf(resource).map(authority => [resource.name, authority] as const)))(
        '%s: a link for %s, at its route',
        (name, authority) => {
            const resource = registry.find(entry => entry.name === name)!;
            expect(paths(menuFor(authority, { edgesSupportEnabled: true }))).toContain(`/${routeOf(resource)}`);
        }
    );

    it('links no entry for a role without a page of it', () => {
        for (const authority of AUTHORITIES) {
            const menuPaths = paths(menuFor(authority, { edgesSupportEnabled: true }));
            for (const resource of registry.filter(entry => !pageAuthoritiesOf(entry).includes(authority))) {
                expect(menuPaths).not.toContain(`/${routeOf(resource)}`);
            }
        }
    });
});
