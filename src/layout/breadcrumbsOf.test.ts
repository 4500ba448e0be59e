import { describe, expect, it } from 'vitest';
import { breadcrumbsOf } from './breadcrumbsOf';

describe('breadcrumbsOf', () => {
    it('has one entry for a top-level page', () => {
        expect(breadcrumbsOf('/home')).toEqual([{ label: 'home.home', icon: 'home', url: '/home' }]);
        expect(breadcrumbsOf('/profile')).toEqual([
            { label: 'profile.profile', icon: 'account_circle', url: '/profile' },
        ]);
    });

    it('follows the chain of routes, each linking to its full path', () => {
        expect(breadcrumbsOf('/settings/general')).toEqual([
            { label: 'admin.system-settings', icon: 'settings', url: '/settings' },
            { label: 'admin.general', icon: 'settings_applications', url: '/settings/general' },
        ]);
        expect(breadcrumbsOf('/dashboards/d-1').map(entry => entry.url)).toEqual([
            '/dashboards',
            '/dashboards/d-1',
        ]);
    });

    it('skips routes marked skip, and paths without a route', () => {
        expect(breadcrumbsOf('/dashboard/d-1')).toEqual([]);
        expect(breadcrumbsOf('/')).toEqual([]);
    });

    it('names a page by its own title: a dashboard by its title, an entity after its list', () => {
        expect(breadcrumbsOf('/dashboards/d-1', 'Thermostats').at(-1)).toEqual({ label: 'dashboard.dashboard', text: 'Thermostats', icon: 'dashboards', url: '/dashboards/d-1' });
        expect(breadcrumbsOf('/devices/d-1/show', 'Thermostat T1')).toEqual([
            { label: 'device.devices', icon: 'devices_other', url: '/devices' },
            { label: 'device.devices', text: 'Thermostat T1', icon: 'devices_other', url: '/devices/d-1/show' },
        ]);
    });
});
