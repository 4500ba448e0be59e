import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningServer } from '../../server/main';
import { workerBrowser } from '../support/browser';
import { startTestServer } from '../support/server';
import { signedInStorage } from './support/consoleSession';

/** A server with fresh demo data and the worker's Chromium for one suite (tests/support/browser.ts), ready together; the server and the suite's contexts close after it. */
export const consoleUnderTest = () => {
    const suite = {} as { server: RunningServer; browser: Browser };
    beforeAll(async () => {
        [suite.server, suite.browser] = await Promise.all([startTestServer(), workerBrowser()]);
    });
    afterAll(async () => {
        await suite.browser?.close();
        await suite.server?.close();
    });
    return suite;
};

/** A fresh browser context per test: no tokens or language left by the previous one. */
export const openPage = async (
    browser: Browser,
    url: string,
    width = 1280
): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(url);
    return page;
};

/**
 * A fresh context (width × 800) already signed in as the user, showing `url`: the console as a person
 * finds it on coming back to it. Signing in goes through the server's login call, not the form, for
 * tests about something else (the form has suites of its own: sign-in, session, password flows).
 * `beforeOpening` may set up the page first (routes to abort, a clock).
 */
export const openSignedIn = async (
    browser: Browser,
    url: string,
    email: string,
    password: string,
    { width = 1280, beforeOpening, ...contextOptions }: BrowserContextOptions & { width?: number; beforeOpening?: (page: Page) => Promise<void> } = {}
): Promise<Page> => {
    const storageState = await signedInStorage(url, { email, password });
    const context = await browser.newContext({ viewport: { width, height: 800 }, ...contextOptions, storageState });
    const page = await context.newPage();
    await beforeOpening?.(page);
    await page.goto(url);
    return page;
};

export const signIn = async (page: Page, email: string, password: string) => {
    await page.locator('input[name="username"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
};

/** Every entry of the side menu, toggle groups opened: "Group > Page" for their pages. */
export const menuEntries = async (page: Page): Promise<string[]> => {
    const nav = page.getByRole('navigation', { name: 'menu' });
    await nav.waitFor();
    const closed = nav.locator('[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    // Each group's items are mounted as it starts opening; read them once every opening has ended.
    await expect.poll(() => nav.locator('.MuiCollapse-root:not(.MuiCollapse-entered)').count()).toBe(0);
    return nav.evaluate(element =>
        [...element.querySelectorAll<HTMLElement>('a, [aria-expanded]')].map(item =>
            item.tagName === 'A' ? item.innerText.trim() : `[${item.innerText.trim()}]`
        )
    );
};

export const closePage = (page: Page) => page.context().close();

/**
 * Waits until no transition or animation runs on the element, its ancestors or what it holds (a
 * dialog's fade-in, a popover's grow): then its box is the one a person sees. Endless ones (spinners)
 * do not count.
 */
export const transitionsEnded = (locator: Locator) =>
    expect
        .poll(() =>
            locator.evaluate(element => {
                const animations = element.getAnimations({ subtree: true });
                for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) animations.push(...ancestor.getAnimations());
                return animations.filter(animation => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity).length;
            })
        )
        .toBe(0);
