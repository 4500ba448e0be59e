import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { consoleUnderTest, signIn } from './console';
import { expectErrorToast } from './support/problems';

/** Screenshots for a person to look at, when NOTIFICATION_SCREENSHOTS names a folder. */
const shotsDir = process.env.NOTIFICATION_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
    if (!shotsDir) return;
    // Transitions (fade-ins) jump to their end: the picture shows what a person sees once they stop.
    await page.screenshot({ path: `${shotsDir}/${name}.png`, animations: 'disabled' });
};

/** The bell watches one alarm subscription per originator type (devices, assets, entity views). */
const WATCHED_TYPES = 3;

/**
 * The toolbar bell as people meet it: a critical alarm raised through the API counts on the bell
 * and toasts with its device's name without a reload; acknowledged, it stops counting; muted, a
 * major alarm counts but does not toast; a customer user's bell counts its customer's alarms only.
 */
describe('alarm notifications', () => {
    const suite = consoleUnderTest();
    const api = () => apiClient(suite.server.url);

    /**
     * Signs in; resolves once the bell's subscriptions sent their first pages, so an alarm raised
     * afterwards is a new one (the first pages are what was already there). socketClosed settles
     * when the page's telemetry socket closes.
     */
    const signedIn = async (email: string, password: string, width: number): Promise<{ page: Page; socketClosed: Promise<void> }> => {
        const context = await suite.browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        let firstPages = 0;
        let closed: () => void = () => undefined;
        const socketClosed = new Promise<void>(resolve => (closed = resolve));
        const subscribed = new Promise<void>(resolve =>
            page.on('websocket', socket => {
                socket.on('close', () => closed());
                socket.on('framereceived', ({ payload }) => {
                    const message = JSON.parse(String(payload)) as { cmdUpdateType?: string; data?: unknown };
                    if (message.cmdUpdateType === 'ALARM_DATA' && message.data && ++firstPages === WATCHED_TYPES) resolve();
                });
            })
        );
        await page.goto(`${suite.server.url}/login`);
        await signIn(page, email, password);
        await subscribed;
        return { page, socketClosed };
    };

    const bell = (page: Page) => page.getByRole('button', { name: /^Alarm notifications/ });
    const badge = (page: Page) => bell(page).locator('.MuiBadge-badge');
    const waitForBadge = (page: Page, text: string) => page.waitForFunction(
        expected => (document.querySelector('[aria-label^="Alarm notifications"] .MuiBadge-badge') as HTMLElement | null)?.innerText === expected,
        text
    );

    const deviceNamed = async (token: string, name: string) => {
        const answer = await api().get<{ id: { entityType: string; id: string } }>(`/api/tenant/devices?deviceName=${encodeURIComponent(name)}`, token);
        expect(answer.status).toBe(200);
        return answer.body.id;
    };

    const raise = async (token: string, originator: object, type: string, severity: string) => {
        const answer = await api().post<{ id: { id: string } }>('/api/alarm', { originator, type, severity, status: 'ACTIVE_UNACK' }, token);
        expect(answer.status).toBe(200);
        return answer.body.id.id;
    };

    it('counts and toasts a new critical alarm live, uncounts it when acknowledged, and stays quiet when muted', async () => {
        const { token } = await api().login('tenant@thingsboard.org', 'tenant');
        const thermostat = await deviceNamed(token, 'Thermostat T1');
        const { page } = await signedIn('tenant@thingsboard.org', 'tenant', 1280);
        try {
            await bell(page).waitFor();
            expect(await badge(page).innerText()).toBe('');

            // A critical alarm toasts in the error colour: that toast is what this test is about.
            expectErrorToast('Critical alarm: Overheating on Thermostat T1');
            const critical = await raise(token, thermostat, 'Overheating', 'CRITICAL');
            await waitForBadge(page, '1');
            const toast = page.getByRole('alert').filter({ hasText: 'Critical alarm: Overheating on Thermostat T1' });
            await toast.waitFor();
            expect(await bell(page).getAttribute('aria-label')).toBe('Alarm notifications: 1 active unacknowledged');
            await shot(page, 'toast-1280');

            // The toast's Open leads to the device.
            await toast.getByRole('button', { name: 'Open' }).click();
            await page.waitForURL(`${suite.server.url}/devices/${thermostat.id}/show`);

            // The popover lists it; its row leads to the device too.
            await bell(page).click();
            const popover = page.getByRole('dialog', { name: 'Alarm notifications' });
            const row = popover.getByRole('link', { name: /Overheating/ });
            await row.waitFor();
            expect(await row.innerText()).toMatch(/Critical\s+Overheating\s+Thermostat T1 · (now|\d+ seconds? ago)/);
            expect(await popover.getByText('1 active unacknowledged alarm', { exact: true }).count()).toBe(1);
            expect(await popover.getByRole('link', { name: 'View all alarms' }).getAttribute('href')).toBe('/alarms');
            await shot(page, 'popover-1280');

            expect((await api().post(`/api/alarm/${critical}/ack`, undefined, token)).status).toBe(200);
            await popover.getByText('No active unacknowledged alarms').waitFor();
            await waitForBadge(page, '');

            // Muted: the next major alarm counts on the bell, and no toast comes.
            await popover.getByRole('switch', { name: 'Mute notifications' }).check();
            await page.keyboard.press('Escape');
            await popover.waitFor({ state: 'detached' });
            await raise(token, thermostat, 'Filter clogged', 'MAJOR');
            await waitForBadge(page, '1');
            expect(await page.getByRole('alert').filter({ hasText: 'Filter clogged' }).count()).toBe(0);
        } finally {
            await page.context().close();
        }
    });

    it("counts only its customer's alarms for a customer user, and lets go of the socket on sign-out", async () => {
        const { token } = await api().login('tenant@thingsboard.org', 'tenant');
        const [customerDevice, tenantDevice] = await Promise.all([deviceNamed(token, 'Test Device A1'), deviceNamed(token, 'DHT11 Demo Device')]);
        await raise(token, customerDevice, 'Door open', 'MINOR');
        const { page, socketClosed } = await signedIn('customer@thingsboard.org', 'customer', 400);
        try {
            await waitForBadge(page, '1');
            expectErrorToast('Critical alarm: Low battery on Test Device A1');
            await raise(token, customerDevice, 'Low battery', 'CRITICAL');
            await waitForBadge(page, '2');
            await page.getByRole('alert').filter({ hasText: 'Critical alarm: Low battery on Test Device A1' }).waitFor();
            await shot(page, 'toast-400');

            // A tenant device's alarm is none of the customer's business; the customer's next one counts.
            await raise(token, tenantDevice, 'Smoke', 'CRITICAL');
            await raise(token, customerDevice, 'Tamper', 'MINOR');
            await bell(page).click();
            const popover = page.getByRole('dialog', { name: 'Alarm notifications' });
            await popover.getByRole('link', { name: /Tamper/ }).waitFor();
            expect(await popover.getByRole('link', { name: /Smoke/ }).count()).toBe(0);
            await popover.getByText('3 active unacknowledged alarms', { exact: true }).waitFor();
            await waitForBadge(page, '3');
            await shot(page, 'popover-400');

            // Signing out ends the bell's subscriptions, and with them the socket.
            await page.keyboard.press('Escape');
            await page.getByRole('button', { name: 'User menu' }).click();
            await page.getByRole('menuitem', { name: 'Logout' }).click();
            await page.waitForURL(`${suite.server.url}/login`);
            await socketClosed;
        } finally {
            await page.context().close();
        }
    });
});
