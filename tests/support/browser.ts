import { chromium, type Browser, type BrowserContext } from 'playwright-core';

type ContextHook = (context: BrowserContext) => Promise<void>;
const contextHooks = new Set<ContextHook>();

/**
 * Runs a hook on every context the browsers of launchBrowser create (browser.newPage's too), before
 * the caller gets it: the e2e suites watch each page from its first request this way.
 */
export const onEveryContext = (hook: ContextHook) => {
    contextHooks.add(hook);
};

/** Debian's Chromium's flags here: headless, with everything that would reach the network turned off. */
export const BROWSER_ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
];

/** Debian's Chromium, headless, with everything that would reach the network turned off. */
export const launchBrowser = async (): Promise<Browser> => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: BROWSER_ARGS });
    // browser.newPage goes through newContext too.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async options => {
        const context = await newContext(options);
        for (const hook of contextHooks) await hook(context);
        return context;
    };
    return browser;
};
