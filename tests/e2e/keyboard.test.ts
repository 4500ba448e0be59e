import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleUnderTest } from './console';

/**
 * A tenant admin without a mouse: Tab, Enter, Space, arrows and Escape only. Every element Tab
 * reaches in the console must show where the focus is (an outline or a shadow on it, or the
 * focused border MUI draws around a text field). The sign-in page, whose bundle may not grow,
 * keeps MUI's own marks; its username field has the focus on arrival.
 */
describe('keyboard only', () => {
    const suite = consoleUnderTest();

    /** What shows the focus on the focused element, or null with a description of an invisible one. */
    const focusIndicator = (page: Page) =>
        page.evaluate(() => {
            const focused = document.activeElement as HTMLElement | null;
            if (!focused || focused === document.body) return { visible: true, element: 'body' };
            // A checkbox's or switch's input is transparent: MUI marks its visible wrapper.
            const element = focused.closest<HTMLElement>('.Mui-focusVisible') ?? focused;
            const style = getComputedStyle(element);
            const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.opacity !== '0';
            const shadowed = style.boxShadow !== 'none';
            // MUI marks a text field's focus on its border (a 2 px primary outline around the input).
            const fieldFocused = focused.closest('.MuiInputBase-root.Mui-focused') !== null;
            const label = element.getAttribute('aria-label') ?? element.innerText?.trim().slice(0, 40) ?? '';
            return { visible: outlined || shadowed || fieldFocused, element: `<${element.tagName.toLowerCase()} class="${element.className}"> ${label}` };
        });

    /** Elements reached by Tab that did not show their focus. */
    const invisibleFocus: string[] = [];

    /** Runs in the page on the focused element; `text` carries what it looks for (no closures cross over). */
    type FocusTest = (element: Element, text: string) => boolean;
    const hasText: FocusTest = (element, text) => (element as HTMLElement).innerText?.trim() === text;
    /** The side menu's link (the home page has shortcuts of the same names). */
    const isMenuLink: FocusTest = (element, text) =>
        element.closest('nav[aria-label="Main menu"]') !== null && (element as HTMLElement).innerText?.trim() === text;
    const isRowOf: FocusTest = (element, text) => element.tagName === 'TR' && (element as HTMLElement).innerText.includes(text);
    /** A row's action: its aria-label, in the row of that text ("label|row"). */
    const isActionInRow: FocusTest = (element, labelAndRow) => {
        const [label, row] = labelAndRow.split('|');
        return element.getAttribute('aria-label') === label && (element.closest('tr') as HTMLElement | null)?.innerText.includes(row!) === true;
    };
    const hasAttribute: FocusTest = (element, nameAndValue) => {
        const [name, value] = nameAndValue.split('=');
        return element.getAttribute(name!) === value;
    };

    /** Presses Tab (or Shift+Tab) until the focused element passes the test, checking on every stop that the focus shows. */
    const tabTo = async (page: Page, test: FocusTest, text: string, limit = 80, key = 'Tab') => {
        for (let presses = 0; presses < limit; presses++) {
            await page.keyboard.press(key);
            const indicator = await focusIndicator(page);
            if (!indicator.visible) invisibleFocus.push(indicator.element);
            const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
            if (await focused.evaluate(test, text)) return;
        }
        throw new Error(`Tab never reached ${text}`);
    };

    it('signs in, browses, opens a device and a dialog, and a dashboard', async () => {
        const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        try {
            await page.goto(`${suite.server.url}/login`);
            await page.locator('input[name="username"]').waitFor();
            // The username field has the focus on arrival.
            await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username');
            expect((await focusIndicator(page)).visible).toBe(true);
            await page.keyboard.type('tenant@thingsboard.org');
            await page.keyboard.press('Tab');
            await page.keyboard.type('tenant');
            await page.keyboard.press('Enter');
            await page.waitForURL(`${suite.server.url}/home`);
            await page.getByRole('navigation', { name: 'menu' }).waitFor();

            // The user menu: opened with Enter, walked with the arrows, closed with Escape.
            await tabTo(page, hasAttribute, 'aria-haspopup=menu');
            await page.keyboard.press('Enter');
            await page.getByRole('menu').waitFor();
            await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') !== null);
            await page.keyboard.press('ArrowDown');
            expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300))).toMatch(/^<li[^>]* role="menuitem/);
            await page.keyboard.press('Escape');
            await page.getByRole('menu').waitFor({ state: 'detached' });
            expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('menu');

            await tabTo(page, isMenuLink, 'Devices');
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/devices(\?|$)/);
            await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).waitFor();

            // A row's actions come after it in the Tab order, named, their tooltip shown to the keyboard (it is
            // mounted only when wanted), and work with Enter; the focus comes back to the action.
            await tabTo(page, isRowOf, 'Thermostat T1');
            await tabTo(page, isActionInRow, 'Assign to customer|Thermostat T1', 12);
            await page.getByRole('tooltip').filter({ hasText: 'Assign to customer' }).waitFor();
            await page.keyboard.press('Enter');
            const picker = page.getByRole('dialog');
            await picker.waitFor();
            await page.keyboard.press('Escape');
            await picker.waitFor({ state: 'detached' });
            expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Assign to customer');
            await tabTo(page, isRowOf, 'Thermostat T1', 12, 'Shift+Tab');
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/devices\/[^/]+\/show/);

            // A dialog keeps the focus inside and gives it back to its opener when Escape closes it.
            // The details' actions come with the device's record: Tab walks the page once they are there
            // (walked while loading, the walk could pass their place before they came and run out of presses).
            await page.getByRole('button', { name: 'Assign to customer', exact: true }).first().waitFor();
            await tabTo(page, hasText, 'Assign to customer');
            await page.keyboard.press('Space');
            const dialog = page.getByRole('dialog');
            await dialog.waitFor();
            expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
            for (let presses = 0; presses < 8; presses++) await page.keyboard.press('Tab');
            expect(await dialog.evaluate(element => element.contains(document.activeElement))).toBe(true);
            await page.keyboard.press('Escape');
            await dialog.waitFor({ state: 'detached' });
            expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim())).toBe('Assign to customer');

            await tabTo(page, isMenuLink, 'Dashboards');
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/dashboards(\?|$)/);
            await page.locator('tbody tr').filter({ hasText: 'Thermostats' }).waitFor();
            await tabTo(page, isRowOf, 'Thermostats');
            await page.keyboard.press('Enter');
            await page.waitForURL(/\/dashboards\/[^/]+$/);
            await page.locator('section[aria-label="Thermostats"]').waitFor();

            expect(invisibleFocus).toEqual([]);
        } finally {
            await context.close();
        }
    });
});
