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

/** Debian's Chromium, headless, with everything that would reach the network turned off. Its own, closed by close(). */
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

let workersChromium: Promise<Browser> | null = null;

/**
 * The test worker's Chromium, started by the first suite that asks and shared by the suites the worker
 * runs after it (the e2e project shares modules between the files of a worker): a launch takes seconds
 * on a busy machine. Each suite gets a handle whose contexts (newContext, newPage) are its own, each as
 * fresh as in a browser of its own; its close() closes them, and Chromium ends with the worker. A
 * Chromium that went away is started again for the next suite.
 */
export const workerBrowser = async (): Promise<Browser> => {
    workersChromium ??= launchBrowser().then(browser => {
        browser.on('disconnected', () => (workersChromium = null));
        return browser;
    });
    const browser = await workersChromium;
    const contexts = new Set<BrowserContext>();
    const newContext: Browser['newContext'] = async options => {
        const context = await browser.newContext(options);
        contexts.add(context);
        context.on('close', () => contexts.delete(context));
        return context;
    };
    const own: Pick<Browser, 'newContext' | 'newPage' | 'close'> = {
        newContext,
        // As Browser.newPage: a context of the page's own, closed with it.
        newPage: async options => {
            const context = await newContext(options);
            const page = await context.newPage();
            page.on('close', () => void context.close());
            return page;
        },
        close: async () => {
            await Promise.all([...contexts].map(context => context.close()));
        },
    };
    return new Proxy(browser, {
        get(target, property) {
            if (property === 'newContext' || property === 'newPage' || property === 'close') return own[property];
            const value: unknown = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
        },
    });
};
