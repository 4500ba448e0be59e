import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closePage, consoleUnderTest, openPage } from './console';
import { createDashboard, DASHBOARD_SETTINGS, GRID, openDashboardPage, systemWidget, tenantSessionWithThermostatT1, widgetRegion } from './support/dashboards';
import { screens } from './support/screens';
import { expectErrorToast } from './support/problems';

type BridgeCall = unknown[];

/**
 * Widget mobile actions (issue #23): inside the mobile app, a widget's header buttons hand the
 * action to the app's bridge (tbMobileHandler) with the arguments the action's own functions
 * give; the app's error is shown; on the web the person is told it works in the app only.
 */
describe('mobile actions', () => {
    const suite = consoleUnderTest();

    const action = (name: string, icon: string, mobileAction: Record<string, string>) => ({ id: randomUUID(), name, icon, type: 'mobileAction', mobileAction });

    const dashboard = async () => {
        const session = await tenantSessionWithThermostatT1(suite.server.url);
        const card = randomUUID();
        const id = await createDashboard(session, 'Field service', {
            widgets: {
                [card]: systemWidget(card, 'cards', 'markdown_card', 'latest', 'Technician', {
                    datasources: [],
                    settings: { markdownTextPattern: 'On site' },
                    actions: {
                        headerButton: [
                            action('Call the office', 'phone', { type: 'makePhoneCall', getPhoneNumberFunction: "return '+1 555 0100';" }),
                            action('Directions', 'directions', { type: 'mapDirection', getLocationFunction: 'return [37.3948, -122.1503];', processLaunchResultFunction: 'return launched;' }),
                            action('Take photo', 'photo_camera', { type: 'takePhoto', processImageFunction: 'return imageUrl;' }),
                        ],
                    },
                }),
            },
            states: { default: { name: 'Field service', root: true, layouts: { main: { gridSettings: GRID, widgets: { [card]: { sizeX: 12, sizeY: 4, row: 0, col: 0 } } } } } },
            entityAliases: {},
            filters: {},
            settings: DASHBOARD_SETTINGS,
        });
        return { session, id };
    };

    /** The dashboard as the mobile app opens it: tokens in the address, embedded, with the app's bridge. */
    const inApp = async (id: string, session: Awaited<ReturnType<typeof dashboard>>['session']): Promise<Page> => {
        const { token, refreshToken } = await session.api.login('tenant@thingsboard.org', 'tenant');
        const page = await openPage(suite.browser, 'about:blank', 400);
        await page.addInitScript(() => {
            const calls: unknown[][] = [];
            (window as unknown as { bridgeCalls: unknown[][] }).bridgeCalls = calls;
            (window as unknown as { flutter_inappwebview: unknown }).flutter_inappwebview = {
                callHandler: (name: string, ...args: unknown[]) => {
                    calls.push([name, ...args]);
                    if (name !== 'tbMobileHandler') return Promise.resolve(null);
                    if (args[0] === 'takePhoto') return Promise.resolve({ hasError: true, error: 'Camera permission denied' });
                    return Promise.resolve({ hasResult: true, result: { launched: true } });
                },
            };
        });
        await page.goto(`${suite.server.url}/dashboard/${id}?embedded=true&accessToken=${token}&refreshToken=${refreshToken}`);
        await widgetRegion(page, 'Technician').waitFor();
        return page;
    };
    const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { bridgeCalls: BridgeCall[] }).bridgeCalls.filter(call => call[0] === 'tbMobileHandler'));

    it("inside the app, hands each action to the app's bridge with its arguments and shows the app's error", async () => {
        const { session, id } = await dashboard();
        const page = await inApp(id, session);
        try {
            const card = widgetRegion(page, 'Technician');
            await card.getByRole('button', { name: 'Call the office' }).click();
            await expect.poll(() => bridgeCalls(page)).toEqual([['tbMobileHandler', 'makePhoneCall', '+1 555 0100']]);
            await card.getByRole('button', { name: 'Directions' }).click();
            await expect.poll(() => bridgeCalls(page).then(calls => calls.at(-1))).toEqual(['tbMobileHandler', 'mapDirection', 37.3948, -122.1503]);
            expectErrorToast('The mobile action failed: Camera permission denied');
            await card.getByRole('button', { name: 'Take photo' }).click();
            await page.getByText('The mobile action failed: Camera permission denied').waitFor();
            await screens(page, 'mobile-action-error');
        } finally {
            await closePage(page);
        }
    });

    it('on the web, says the action works in the mobile app only', async () => {
        const { id } = await dashboard();
        const page = await openDashboardPage(suite.browser, suite.server.url, { id, title: 'Field service' }, 1280);
        try {
            await widgetRegion(page, 'Technician').getByRole('button', { name: 'Call the office' }).click();
            await page.getByText('This action works in the ThingsBoard mobile app only').waitFor();
        } finally {
            await closePage(page);
        }
    });
});
