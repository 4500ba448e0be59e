import { describe, expect, it } from 'vitest';
import { homeDashboardInfoOf, homeSettingsOf } from './homeSettings';

describe('home settings ↔ HomeDashboardInfo', () => {
    it('reads ThingsBoard’s body, none as null', () => {
        expect(homeSettingsOf({ dashboardId: { entityType: 'DASHBOARD', id: 'd1' }, hideDashboardToolbar: true })).toEqual({ dashboardId: 'd1', hideToolbar: true });
        expect(homeSettingsOf(null)).toEqual({ dashboardId: null, hideToolbar: false });
    });

    it('sends no toolbar flag without a dashboard', () => {
        expect(homeDashboardInfoOf({ dashboardId: 'd1', hideToolbar: true })).toEqual({ dashboardId: { entityType: 'DASHBOARD', id: 'd1' }, hideDashboardToolbar: true });
        expect(homeDashboardInfoOf({ dashboardId: null, hideToolbar: true })).toEqual({ dashboardId: null, hideDashboardToolbar: false });
    });
});
