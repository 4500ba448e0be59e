import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFindings, seriousViolations } from '../support/axe';
import { consoleUnderTest, signIn } from './console';

/**
 * axe-core (WCAG 2.1 A and AA) on the console's main screens, in the light and the dark scheme
 * (the theme follows the system's by default, so emulating the media query switches it). Any
 * serious or critical violation fails, printed with its rule, the elements and the help.
 * One page walks through every screen in order (signing in on the way) to keep the file fast.
 */
describe('accessibility (axe-core)', () => {
    const suite = consoleUnderTest();
    let page: Page;

    beforeAll(async () => {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        page = await context.newPage();
    });
    afterAll(async () => {
        await page?.context().close();
    });

    /**
     * The theme follows the emulated scheme (the page's color-scheme tells when it has), then its
     * colour transitions and any dialog's fade-in finish: axe must not see colours half-way.
     */
    const settled = async (colorScheme: 'light' | 'dark') => {
        await page.waitForFunction(scheme => getComputedStyle(document.documentElement).colorScheme === scheme, colorScheme);
        await page.evaluate(async () => {
            await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            // A cancelled animation rejects its promise: it is over too.
            await Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined)));
        });
    };

    /** The screen's violations in both schemes, the light one last so the next screen starts in it. */
    const expectNoSeriousViolations = async (where: string) => {
        const reports: string[] = [];
        // The pointer rests off the content: a hovered button's colours are not its resting ones.
        await page.mouse.move(0, 0);
        for (const colorScheme of ['dark', 'light'] as const) {
            await page.emulateMedia({ colorScheme });
            await settled(colorScheme);
            const findings = await seriousViolations(page);
            if (findings.length > 0) reports.push(describeFindings(`${where} [${colorScheme}]`, findings));
        }
        if (reports.length > 0) console.log(reports.join('\n'));
        expect(reports.join('\n')).toBe('');
    };

    const menuLink = (name: string) => page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name, exact: true });

    it('sign-in page', async () => {
        await page.goto(`${suite.server.url}/login`);
        await page.locator('input[name="username"]').waitFor();
        await expectNoSeriousViolations('sign-in');
    });

    it('password reset request page', async () => {
        await page.getByRole('link', { name: /forgot/i }).click();
        await page.getByText('Request Password Reset').first().waitFor();
        await expectNoSeriousViolations('password reset request');
    });

    it('shell with home', async () => {
        await page.goto(`${suite.server.url}/login`);
        await signIn(page, 'tenant@thingsboard.org', 'tenant');
        await page.waitForURL(`${suite.server.url}/home`);
        await menuLink('Devices').waitFor();
        await expectNoSeriousViolations('home');
    });

    it('device list', async () => {
        await menuLink('Devices').click();
        await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).waitFor();
        await expectNoSeriousViolations('device list');
    });

    it('device list on a phone (one line per device, its actions beside it)', async () => {
        await page.setViewportSize({ width: 400, height: 800 });
        try {
            await page.getByRole('listitem').filter({ hasText: 'Thermostat T1' }).waitFor();
            await expectNoSeriousViolations('device list 400 px');
        } finally {
            await page.setViewportSize({ width: 1280, height: 800 });
        }
    });

    it('device create form', async () => {
        await page.goto(`${suite.server.url}/devices/create`);
        await page.locator('input[name="name"]').waitFor();
        await expectNoSeriousViolations('device create');
    });

    it('device details with tabs', async () => {
        await page.goto(`${suite.server.url}/devices`);
        await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).click();
        await page.waitForURL(/\/devices\/[^/]+\/show/);
        await page.getByRole('tab').first().waitFor();
        await expectNoSeriousViolations('device details');
    });

    it('assign to customer dialog', async () => {
        await page.getByRole('button', { name: 'Assign to customer' }).click();
        await page.getByRole('dialog').waitFor();
        try {
            await expectNoSeriousViolations('assign dialog');
        } finally {
            await page.keyboard.press('Escape');
            await page.getByRole('dialog').waitFor({ state: 'detached' });
        }
    });

    it('dashboard with widgets', async () => {
        await menuLink('Dashboards').click();
        await page.locator('tbody tr').filter({ hasText: 'Thermostats' }).click();
        await page.waitForURL(/\/dashboards\/[^/]+$/);
        await page.locator('section[aria-label="Thermostats"]').waitFor();
        await page.waitForFunction(() => document.querySelector('main [role="progressbar"]') === null);
        await expectNoSeriousViolations('dashboard');
    });

    it('rule chain list', async () => {
        await menuLink('Rule chains').click();
        await page.locator('tbody tr').filter({ hasText: 'Root Rule Chain' }).waitFor();
        await expectNoSeriousViolations('rule chains');
    });

    it('the open user menu (theme choice, API documentation, sign out)', async () => {
        await page.getByRole('button', { name: /User menu/i }).click();
        await page.getByRole('menu').waitFor();
        try {
            await expectNoSeriousViolations('user menu');
        } finally {
            await page.keyboard.press('Escape');
            await page.getByRole('menu').waitFor({ state: 'detached' });
        }
    });

    it('profile', async () => {
        await page.goto(`${suite.server.url}/profile`);
        await page.locator('input[name="firstName"]').waitFor();
        await expectNoSeriousViolations('profile');
    });
});
