import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page backgrounds of the two themes (src/layout/theme.ts): a theme has switched once the body shows its own. */
const BACKGROUND = { light: 'rgb(243, 245, 249)', dark: 'rgb(15, 20, 27)' } as const;

/**
 * Screenshots of what the page shows now, at 1280 px and 400 px, light and dark, as
 * test-results/<name>-<width>-<theme>.png (the console follows the system's colour scheme unless
 * the person chose one). At 400 px nothing may make the page itself scroll sideways: wide content
 * scrolls inside its own box. The page is left as it was found: its width, light. A popover placed
 * for one width is not moved to the other: shoot it at one width, reopened at the other (`widths`).
 */
export async function screens(page: Page, name: string, options: { fullPage?: boolean; widths?: readonly number[] } = {}): Promise<void> {
    const original = page.viewportSize() ?? { width: 1280, height: 800 };
    try {
        for (const width of options.widths ?? [1280, 400]) {
            await page.setViewportSize({ width, height: original.height });
            for (const theme of ['light', 'dark'] as const) {
                await page.emulateMedia({ colorScheme: theme });
                await page.waitForFunction(color => getComputedStyle(document.body).backgroundColor === color, BACKGROUND[theme]);
                // A resized dialog or menu settles within a frame or two; the theme repaint too.
                await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))));
                await page.screenshot({ path: `test-results/${name}-${width}-${theme}.png`, fullPage: options.fullPage });
            }
            if (width < 600) {
                const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
                expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
            }
        }
    } finally {
        await page.setViewportSize(original);
        await page.emulateMedia({ colorScheme: 'light' });
    }
}
