import { chromium, type Browser } from 'playwright-core';

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
export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: BROWSER_ARGS });
