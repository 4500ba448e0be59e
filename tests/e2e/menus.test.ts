import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, menuEntries, openPage, openSignedIn, signIn } from './console';

// Exactly part 1 §2 "Menu by role", with Thingdeck's own Trash for tenant admins (the embedded
// server offers it; a real ThingsBoard does not); the embedded server has edge support enabled.
const MENUS = [
    {
        email: 'sysadmin@thingsboard.org',
        password: 'sysadmin',
        menu: [
            'Home', 'Tenants', 'Tenant profiles', 'Widgets Library', '[System Settings]',
            'General', 'Outgoing Mail', 'SMS provider', 'Security settings', 'OAuth2', 'Resources library',
        ],
        home: ['Tenants', 'Tenant profiles', 'Widgets Library', 'System Settings'],
    },
    {
        email: 'tenant@thingsboard.org',
        password: 'tenant',
        menu: [
            'Home', 'Rule chains', 'Customers', 'Assets', 'Devices', 'Device profiles', 'OTA updates',
            'Entity Views', '[Edge management]', 'Edge instances', 'Rule chain templates', 'Widgets Library',
            'Dashboards', 'Audit Logs', 'Trash', 'Api Usage', '[System Settings]', 'Home settings', 'Resources library',
        ],
        home: [
            'Rule chains', 'Customers', 'Assets', 'Devices', 'Device profiles', 'OTA updates', 'Entity Views',
            'Edge management', 'Widgets Library', 'Dashboards', 'Audit Logs', 'Trash', 'Api Usage', 'System Settings',
        ],
    },
    {
        email: 'customer@thingsboard.org',
        password: 'customer',
        menu: ['Home', 'Assets', 'Devices', 'Entity Views', 'Edge instances', 'Dashboards'],
        home: ['Assets', 'Devices', 'Entity Views', 'Edge instances', 'Dashboards'],
    },
];

describe('the side menu of each role', () => {
    const suite = consoleUnderTest();

    it.each(MENUS)('$email sees exactly their menu and home sections', async ({ email, password, menu, home }) => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, email, password);
        try {

            expect(await menuEntries(page)).toEqual(menu);
            const sections = page.getByRole('main').getByRole('region');
            await sections.first().waitFor();
            expect(await sections.evaluateAll(found => found.map(section => section.getAttribute('aria-label')))).toEqual(home);
            expect(await page.title()).toBe('Thingdeck | Home');
        } finally {
            await closePage(page);
        }
    });

    it('highlights the active section and leads to the page with its breadcrumb and title', async () => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'sysadmin@thingsboard.org', 'sysadmin');
        try {
            const nav = page.getByRole('navigation', { name: 'menu' });
            await nav.getByRole('button', { name: 'System Settings' }).click();
            await nav.getByRole('link', { name: 'Outgoing Mail' }).click();

            await page.waitForURL(`${suite.server.url}/settings/outgoing-mail`);
            // The URL changes first; the page follows once its code has arrived.
            await nav.locator('a[aria-current="page"]', { hasText: 'Outgoing Mail' }).waitFor();
            expect(await nav.locator('a[aria-current="page"]').count()).toBe(1);
            const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
            await breadcrumb.getByText('Outgoing Mail').waitFor();
            expect(await breadcrumb.innerText()).toMatch(/System Settings\s*\n?\s*Outgoing Mail/);
            expect(await page.title()).toBe('Thingdeck | Outgoing Mail');
        } finally {
            await closePage(page);
        }
    });

    it('is an overlay, closed by default, at 400 px', async () => {
        const page = await openPage(suite.browser, `${suite.server.url}/login`, 400);
        try {
            await signIn(page, 'tenant@thingsboard.org', 'tenant');
            await page.waitForURL(`${suite.server.url}/home`);
            const nav = page.getByRole('navigation', { name: 'menu' });
            await page.getByRole('button', { name: 'Open menu' }).waitFor();
            expect(await nav.isVisible()).toBe(false);
            expect(await page.getByTestId('side-menu-permanent').count()).toBe(0);

            await page.getByRole('button', { name: 'Open menu' }).click();
            await nav.getByRole('link', { name: 'Devices' }).click();

            await page.waitForURL(`${suite.server.url}/devices`);
            await nav.waitFor({ state: 'hidden' });
        } finally {
            await closePage(page);
        }
    });

    it('is permanent, 250 px wide, at 1280 px', async () => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'customer@thingsboard.org', 'customer');
        try {
            const drawer = page.getByTestId('side-menu-permanent').locator('.MuiDrawer-paper');
            expect((await drawer.boundingBox())?.width).toBe(250);
            expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
        } finally {
            await closePage(page);
        }
    });
});
