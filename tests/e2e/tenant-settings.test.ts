import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest, openSignedIn } from './console';
import { expectErrorToast, expectFailedRequest } from './support/problems';

/**
 * A tenant administrator's own settings as a person uses them: the home dashboard set on
 * /settings/home is what /home shows; /usage reads this month's counters; a device over the
 * tenant profile's limit is refused with ThingsBoard's message.
 */
describe('tenant settings', () => {
    const suite = consoleUnderTest();
    const shots = process.env.TENANT_SETTINGS_SHOTS;

    const signedIn = async (width = 1280): Promise<Page> => {
        const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant', { width });
        return page;
    };
    const openFromMenu = (page: Page, item: string) => page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: item, exact: true }).click();
    /** Home settings sits in the 'System Settings' group, which may be closed. */
    const openHomeSettings = async (page: Page) => {
        const nav = page.getByRole('navigation', { name: 'menu' });
        const link = nav.getByRole('link', { name: 'Home settings', exact: true });
        if (!(await link.isVisible())) await nav.getByText('System Settings', { exact: true }).click();
        await link.click();
    };
    const screenshot = async (page: Page, name: string) => {
        if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
    };

    it('sets a home dashboard (Save only once something changed) and sees it on /home, with or without its toolbar', async () => {
        const page = await signedIn();
        try {
            await openHomeSettings(page);
            await page.waitForURL(/\/settings\/home$/);
            const save = page.getByRole('button', { name: 'Save' });
            const hideToolbar = page.getByRole('checkbox', { name: 'Hide home dashboard toolbar' });
            await expect.poll(() => save.isDisabled()).toBe(true);
            expect(await hideToolbar.isDisabled()).toBe(true);

            const box = page.getByRole('combobox', { name: 'Home dashboard' });
            await box.click();
            await box.fill('Thermo');
            await page.getByRole('option', { name: 'Thermostats', exact: true }).click();
            await expect.poll(() => save.isDisabled()).toBe(false);
            await screenshot(page, 'home-settings-1280');
            await save.click();
            await page.getByText('Settings saved').waitFor();
            await expect.poll(() => save.isDisabled()).toBe(true);

            await openFromMenu(page, 'Home');
            await page.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();

            await openHomeSettings(page);
            await expect.poll(() => box.inputValue()).toBe('Thermostats');
            await hideToolbar.check();
            await save.click();
            await page.getByText('Settings saved').waitFor();
            await openFromMenu(page, 'Home');
            await page.getByText('Temperature now').first().waitFor();
            // The saved setting arrives with the home info's refetch, a moment after the cached one shows.
            await expect.poll(() => page.getByRole('heading', { name: 'Thermostats', level: 1 }).count()).toBe(0);
            await screenshot(page, 'home-dashboard-1280');
        } finally {
            await page.context().close();
        }
    });

    it('opens /usage and reads the counters of this month, which move as devices post', async () => {
        const { server } = suite;
        for (const body of [{ temperature: 20 }, { temperature: 21, humidity: 40 }]) {
            const answer = await fetch(`${server.url}/api/v1/T1_TEST_TOKEN/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
            expect(answer.status).toBe(200);
        }
        await server.app.ctx.ruleEngine.settled();
        server.app.ctx.usage.flush();

        const page = await signedIn();
        try {
            await openFromMenu(page, 'Api Usage');
            await page.waitForURL(/\/usage$/);
            // Exact: 'Refused transport messages' is a card of its own.
            const card = (name: string) => page.getByRole('region', { name, exact: true });
            const valueOf = async (name: string) => Number((await card(name).getByTestId('usage-value').textContent())!.replace(/\D/g, ''));
            await card('Transport messages').waitFor();
            expect(await valueOf('Transport messages')).toBeGreaterThanOrEqual(2);
            expect(await valueOf('Transport data points')).toBeGreaterThanOrEqual(3);
            expect(await valueOf('Stored data points')).toBeGreaterThanOrEqual(3);
            expect(await valueOf('Rule Engine executions')).toBeGreaterThan(0);
            expect(await card('Transport messages').textContent()).toContain('this month · unlimited');
            expect(await card('Transport messages').getByText('Enabled').count()).toBe(1);
            expect(await card('SMS messages').getByTestId('usage-value').textContent()).toBe('0');
            await screenshot(page, 'usage-1280');

            // The page reads again by itself (every 10 s): a new message shows without reloading.
            const before = await valueOf('Transport messages');
            await fetch(`${server.url}/api/v1/T1_TEST_TOKEN/telemetry`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"temperature":22}' });
            await server.app.ctx.ruleEngine.settled();
            server.app.ctx.usage.flush();
            await expect.poll(() => valueOf('Transport messages'), { interval: 500 }).toBe(before + 1);
        } finally {
            await page.context().close();
        }
    });

    it('shows a narrow screen usable', async () => {
        if (!shots) return;
        // Limits in the screenshots: transport over its limit, rule engine near it, data points well below.
        const sqlite = suite.server.app.ctx.database.sqlite;
        const profileId = sqlite.prepare("SELECT t.tenant_profile_id FROM tenant t JOIN tb_user u ON u.tenant_id = t.id WHERE u.email = 'tenant@thingsboard.org'").pluck().get() as string;
        const saved = sqlite.prepare('SELECT profile_data FROM tenant_profile WHERE id = ?').pluck().get(profileId) as string;
        sqlite.prepare('UPDATE tenant_profile SET profile_data = ? WHERE id = ?').run(JSON.stringify({ configuration: { type: 'DEFAULT', maxTransportMessages: 3, maxTransportDataPoints: 100, maxREExecutions: 10 } }), profileId);
        suite.server.app.ctx.usage.flush();
        const wide = await signedIn();
        await wide.goto(`${suite.server.url}/usage`);
        await wide.getByRole('region', { name: 'Transport messages', exact: true }).getByText('Disabled').waitFor();
        await screenshot(wide, 'usage-limits-1280');
        await wide.context().close();
        sqlite.prepare('UPDATE tenant_profile SET profile_data = ? WHERE id = ?').run(saved, profileId);
        suite.server.app.ctx.usage.flush();
        const page = await signedIn(400);
        try {
            await page.goto(`${suite.server.url}/usage`);
            await page.getByRole('region', { name: 'Transport messages', exact: true }).waitFor();
            await screenshot(page, 'usage-400');
            await page.goto(`${suite.server.url}/settings/home`);
            await page.getByRole('combobox', { name: 'Home dashboard' }).waitFor();
            await screenshot(page, 'home-settings-400');
        } finally {
            await page.context().close();
        }
    });

    it('refuses a device over the tenant profile limit with ThingsBoard’s message, and creates nothing', async () => {
        const { server } = suite;
        const sqlite = server.app.ctx.database.sqlite;
        const tenantId = sqlite.prepare("SELECT tenant_id FROM tb_user WHERE email = 'tenant@thingsboard.org'").pluck().get() as string;
        const devices = sqlite.prepare('SELECT COUNT(*) FROM device WHERE tenant_id = ?').pluck().get(tenantId) as number;
        const profileId = sqlite.prepare('SELECT tenant_profile_id FROM tenant WHERE id = ?').pluck().get(tenantId) as string;
        sqlite.prepare('UPDATE tenant_profile SET profile_data = ? WHERE id = ?').run(JSON.stringify({ configuration: { type: 'DEFAULT', maxDevices: devices } }), profileId);

        const page = await signedIn();
        try {
            await openFromMenu(page, 'Devices');
            await page.waitForURL(/\/devices(\?|$)/);
            await page.getByRole('link', { name: 'Create' }).click();
            const wizard = page.getByRole('dialog', { name: 'Add new device' });
            await wizard.getByRole('textbox', { name: 'Name' }).fill('One device too many');
            await expect.poll(() => wizard.getByRole('combobox', { name: 'Device profile' }).inputValue()).toBe('default');
            expectFailedRequest({ method: 'POST', path: '/api/device', status: 400 });
            expectErrorToast(`Can't create more then ${devices} devices!`);
            await wizard.getByRole('button', { name: 'Add', exact: true }).click();
            await page.getByText(`Can't create more then ${devices} devices!`).first().waitFor();
            // The wizard stays open with what was typed.
            expect(await wizard.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('One device too many');
            await screenshot(page, 'device-limit-1280');
            expect(sqlite.prepare('SELECT COUNT(*) FROM device WHERE name = ?').pluck().get('One device too many')).toBe(0);
        } finally {
            await page.context().close();
        }
    });
});
