import Home from '@mui/icons-material/Home';
import { describe, expect, it } from 'vitest';
import { menuFor } from '../../layout/menu/menuSections';
import { flattenGroups, rankItems, type PaletteItem } from './paletteItems';
import { actionItems, pageItems } from './paletteSources';

const item = (id: string, group: PaletteItem['group'], label: string, extra: Partial<PaletteItem> = {}): PaletteItem => ({
    id,
    group,
    label,
    icon: Home,
    command: { type: 'navigate', path: `/${id}` },
    ...extra,
});

/** English-like texts: the key's last part, the language in the switch. */
const translate = (key: string, options?: Record<string, unknown>) =>
    options?.language ? `Switch language to ${String(options.language)}` : key.split('.').pop()!;

const ids = (query: string, items: readonly PaletteItem[]) => flattenGroups(rankItems(query, items)).map(entry => entry.id);

describe('ranking', () => {
    const items = [
        item('devices', 'pages', 'Devices'),
        item('device-profiles', 'pages', 'Device profiles'),
        item('thermostat', 'entities', 'Thermostat T1'),
        item('dev-board', 'entities', 'Dev'),
        item('sign-out', 'actions', 'Sign out'),
        item('german', 'actions', 'Deutsch', { onlyWhenTyped: true }),
    ];

    it('lists pages, entities and actions in that order before anything is typed, without typed-only entries', () => {
        expect(rankItems('', items).map(group => group.group)).toEqual(['pages', 'entities', 'actions']);
        expect(ids('', items)).not.toContain('german');
    });

    it('keeps matching entries only, the best first, and the section with the best match first', () => {
        expect(ids('therm', items)).toEqual(['thermostat']);
        // "Dev" is an exact entity name: the entities come first.
        expect(rankItems('dev', items).map(group => group.group)).toEqual(['entities', 'pages']);
        expect(ids('dev', items)).toEqual(['dev-board', 'devices', 'device-profiles']);
        expect(ids('profiles', items)).toEqual(['device-profiles']);
    });

    it('highlights what matched', () => {
        expect(flattenGroups(rankItems('prof', items))[0]!.ranges).toEqual([[7, 11]]);
    });
});

describe('sources', () => {
    it('lists the pages of the role\'s menu, a group\'s pages with the group beside them', () => {
        const tenantPages = pageItems(menuFor('TENANT_ADMIN', { edgesSupportEnabled: false }), translate);
        expect(tenantPages.find(page => page.id === 'page-devices')).toMatchObject({ label: 'devices', command: { type: 'navigate', path: '/devices' } });
        expect(tenantPages.find(page => page.id === 'page-home_settings')).toMatchObject({ detail: 'system-settings', command: { path: '/settings/home' } });
        // A group is not a page.
        expect(tenantPages.map(page => page.id)).not.toContain('page-system_settings');

        const customerPages = pageItems(menuFor('CUSTOMER_USER', { edgesSupportEnabled: false }), translate).map(page => page.id);
        expect(customerPages).toEqual(['page-home', 'page-assets', 'page-devices', 'page-entity_views', 'page-dashboards']);
    });

    it('offers "create device" to tenant admins only, and every language but the current one', () => {
        const tenant = actionItems({ authority: 'TENANT_ADMIN', locale: 'en_US', themeMode: 'system' }, translate);
        const customer = actionItems({ authority: 'CUSTOMER_USER', locale: 'en_US', themeMode: 'system' }, translate);
        expect(tenant.map(action => action.id)).toContain('action-create-device');
        expect(customer.map(action => action.id)).not.toContain('action-create-device');
        expect(tenant.find(action => action.id === 'action-create-device')?.command).toEqual({ type: 'navigate', path: '/devices/create' });

        const languages = tenant.filter(action => action.command.type === 'language');
        expect(languages).toHaveLength(19);
        expect(languages.map(action => action.id)).not.toContain('action-language-en_US');
    });

    it('finds a language by its own name or by "language", and sign out by "logout"', () => {
        const actions = actionItems({ authority: 'CUSTOMER_USER', locale: 'en_US', themeMode: 'system' }, translate);
        expect(ids('deutsch', actions)).toEqual(['action-language-de_DE']);
        expect(ids('language', actions)).toHaveLength(19);
        expect(ids('logout', actions)).toEqual(['action-sign-out']);
        expect(ids('dashboard', actions)).toEqual(['action-open-dashboard']);
        // The other two themes, by "dark" or "theme".
        expect(ids('dark', actions)).toEqual(['action-theme-dark']);
        expect(ids('theme', actions)).toEqual(['action-theme-light', 'action-theme-dark']);
    });
});
