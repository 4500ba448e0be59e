import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isRightToLeft, LANGUAGE_CODES } from '../../../shared/i18n/languages';
import { readLocaleFiles } from '../../../shared/i18n/localeFiles';
import type { Messages } from '../../../shared/i18n/messages';
import { apiClient } from '../../support/api';
import { consoleUnderTest, openSignedIn, transitionsEnded } from '../console';

const SHOTS = path.resolve(import.meta.dirname, '../../../test-results/languages');
const LOCALES = path.resolve(import.meta.dirname, '../../../locales');

/** Long words and other scripts: these are also shot at 400 px and in the dark theme, and checked for clipping at 400 px. */
const LOOKED_AT_CLOSELY = new Set(['fa_IR', 'ja_JA', 'ka_GE']);

const phrase = (language: string, file: string, key: string): string => {
    const messages = JSON.parse(readFileSync(path.resolve(LOCALES, language, file), 'utf8')) as Messages;
    const found = key.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages);
    if (typeof found !== 'string') throw new Error(`${language}/${file} has no ${key}`);
    return found;
};

/**
 * Texts that do not fit their box: buttons, tabs, table headers, headings, menu entries, chips and
 * input labels whose content is wider than what they show (cut off or ended with "…"), and an
 * input's label that runs under its dropdown arrow or clear button. A text that wraps fits; one
 * that is cut does not.
 */
const clippedTexts = (page: Page): Promise<string[]> =>
    page.evaluate(() => {
        const selector =
            'button, [role="tab"], th, h1, h2, h3, h4, h5, h6, [role="menuitem"], nav a, .MuiChip-label, .MuiToolbar-root .MuiTypography-root, .MuiInputLabel-root';
        const cut = [...document.querySelectorAll<HTMLElement>(selector)]
            .filter(element => element.offsetParent !== null && (element.innerText ?? '').trim() !== '')
            .filter(element => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 2)
            .filter(element => {
                // Scrolling containers (a tab strip with arrows) show the rest on scroll: not clipped.
                const style = getComputedStyle(element);
                return style.overflowX !== 'auto' && style.overflowX !== 'scroll' && style.overflowY !== 'auto' && style.overflowY !== 'scroll';
            })
            .map(element => `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 60)}" (${element.scrollWidth}>${element.clientWidth})`);
        const underArrow = [...document.querySelectorAll<HTMLElement>('.MuiFormControl-root')].flatMap(control => {
            const label = control.querySelector<HTMLElement>(':scope > .MuiInputLabel-root');
            const adornments = [...control.querySelectorAll<HTMLElement>('.MuiSelect-icon, .MuiAutocomplete-endAdornment, .MuiInputAdornment-positionEnd')];
            if (!label || label.offsetParent === null || adornments.length === 0) return [];
            // The text's own extent, not the label box's (which may reach under the arrow with room to spare).
            const range = document.createRange();
            range.selectNodeContents(label);
            const text = range.getBoundingClientRect();
            const overlaps = adornments.some(adornment => {
                const box = adornment.getBoundingClientRect();
                return box.width > 0 && text.left < box.right && box.left < text.right && text.top < box.bottom && box.top < text.bottom;
            });
            return overlaps ? [`label "${label.innerText.trim().slice(0, 60)}" under its input's arrow`] : [];
        });
        return [...cut, ...underArrow];
    });

/** Every text the page shows a person: text nodes, and the names and hints of inputs and buttons. */
const visibleTexts = (page: Page): Promise<string[]> =>
    page.evaluate(() => {
        const texts = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim();
            if (text && node.parentElement?.checkVisibility()) texts.add(text);
        }
        for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]')) {
            if (!element.checkVisibility()) continue;
            for (const name of ['aria-label', 'placeholder', 'title']) {
                const text = element.getAttribute(name)?.trim();
                if (text) texts.add(text);
            }
        }
        return [...texts];
    });

const locales = readLocaleFiles(LOCALES);

const flatTexts = (messages: Messages | undefined, prefix = ''): Map<string, string> => {
    const flat = new Map<string, string>();
    for (const [key, value] of Object.entries(messages ?? {})) {
        if (typeof value === 'string') flat.set(prefix + key, value);
        else for (const [inner, text] of flatTexts(value, `${prefix}${key}.`)) flat.set(inner, text);
    }
    return flat;
};

/**
 * The English texts a language words otherwise (each plural form apart, none with a placeholder):
 * on that language's screens they are untranslated. A word the language itself uses somewhere
 * (German "Name") is not one of them.
 */
const englishLeftoversOf = (language: string): Set<string> => {
    const leftovers = new Set<string>();
    const ownWords = new Set<string>();
    if (language === 'en_US') return leftovers;
    for (const file of locales.files) {
        const translated = flatTexts(locales.translated(language, file));
        for (const text of translated.values()) for (const form of text.split('||||')) ownWords.add(form.trim());
        for (const [key, english] of flatTexts(locales.english(file))) {
            if (translated.get(key) === english) continue;
            for (const form of english.split('||||').map(text => text.trim())) if (form.length > 1 && !form.includes('%{')) leftovers.add(form);
        }
    }
    for (const word of ownWords) leftovers.delete(word);
    return leftovers;
};

/** Nothing loads, moves or fades any more, and the fonts are in: the screen a person sees. */
const settled = async (page: Page) => {
    await expect.poll(() => page.locator('[role="progressbar"]:visible').count()).toBe(0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await transitionsEnded(page.locator('body'));
};

/** Opens a console path the way its links do (no reload: the console, its language and its data stay loaded). */
const openInConsole = (page: Page, to: string) =>
    page.evaluate(pathname => {
        history.pushState(null, '', pathname);
        dispatchEvent(new PopStateEvent('popstate'));
    }, to);

/** The checks see a cut-off text (a button too narrow for its label), a label under its arrow and English left on a screen, and pass a fitting text. */
const checkTheChecks = async (page: Page) => {
    await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.id = 'clip-probe';
        probe.innerHTML =
            '<button style="width:40px;overflow:hidden;white-space:nowrap">Gerätekonfiguration</button><button>OK</button>' +
            '<div class="MuiFormControl-root" style="position:relative;width:120px"><label class="MuiInputLabel-root" style="position:absolute;white-space:nowrap">Geräteprofil auswählen</label>' +
            '<svg class="MuiSelect-icon" style="position:absolute;right:0;top:0;width:24px;height:24px"></svg></div>';
        document.body.append(probe);
    });
    expect(await clippedTexts(page)).toEqual([expect.stringContaining('button "Gerätekonfiguration"'), 'label "Geräteprofil auswählen" under its input\'s arrow']);
    await page.evaluate(() => document.getElementById('clip-probe')?.remove());
    // The home page in English shows en_US texts that German words otherwise: the menu's, at least.
    await page.getByRole('navigation', { name: phrase('en_US', 'common.json', 'app.main-menu'), exact: true }).getByRole('link', { name: 'Devices', exact: true }).waitFor();
    expect((await visibleTexts(page)).filter(text => englishLeftoversOf('de_DE').has(text))).toEqual(expect.arrayContaining(['Devices', 'Rule chains', 'Customers']));
};

/** The languages tour runs in this many files (tests/e2e/languages-N.test.ts), each with its own server: a share of the tier's workers each. */
export const LANGUAGE_TOUR_PARTS = 4;

/**
 * Issue #27 point 4: every language on the pages a person sees first — home, the device list, a
 * device's details and a dashboard — in its own words (no text of en_US that the language words
 * otherwise shows on them), in its writing direction, with no button, tab, header or label text
 * cut off or under an arrow. The device list fits 1280 px without scrolling sideways, the
 * landmarks (menu, breadcrumb) are named in the language, and right to left the breadcrumb's arrow
 * points left. Persian, Japanese and Georgian are also shot at 400 px and dark, and checked at 400 px.
 * The screenshots land in test-results/languages/ for a person to look at.
 *
 * Part `part` of LANGUAGE_TOUR_PARTS takes every LANGUAGE_TOUR_PARTS-th language (the languages also shot
 * at 400 px fall into different parts); part 1 also checks that the checks see what they look for.
 */
export const describeLanguageTour = (part: number) => {
    const languages = LANGUAGE_CODES.filter((_, index) => index % LANGUAGE_TOUR_PARTS === part - 1);
    describe(`every language, part ${part} of ${LANGUAGE_TOUR_PARTS}`, () => {
        const suite = consoleUnderTest();

        it(`shows home, devices, a device and a dashboard in ${languages.join(', ')}, nothing clipped or left in English`, async () => {
            mkdirSync(SHOTS, { recursive: true });
            const api = apiClient(suite.server.url);
            const { token } = await api.login('tenant@thingsboard.org', 'tenant');
            const dashboards = await api.get<{ data: Array<{ id: { id: string }; title: string }> }>('/api/tenant/dashboards?pageSize=10&page=0&textSearch=Thermostats', token);
            const thermostats = dashboards.body.data.find(dashboard => dashboard.title === 'Thermostats')!;
            const device = (await api.get<{ id: { id: string } }>('/api/tenant/devices?deviceName=Thermostat%20T1', token)).body;

            const page = await openSignedIn(suite.browser, `${suite.server.url}/home`, 'tenant@thingsboard.org', 'tenant');
            const failures: string[] = [];
            const clipped: string[] = [];
            const english: string[] = [];
            const sideways: string[] = [];
            page.on('pageerror', error => failures.push(`page error: ${error.message}`));
            try {
                if (part === 1) await checkTheChecks(page);
                for (const language of languages) {
                    const leftovers = englishLeftoversOf(language);
                    const judge = async (name: string, width: number) => {
                        clipped.push(...(await clippedTexts(page)).map(text => `${language} ${name} ${width}px: ${text}`));
                        const shown = (await visibleTexts(page)).filter(text => leftovers.has(text));
                        english.push(...shown.map(text => `${language} ${name} ${width}px: "${text}"`));
                    };
                    const shot = async (name: string) => {
                        await settled(page);
                        await page.screenshot({ path: path.join(SHOTS, `${language}-${name}.png`) });
                        await judge(name, 1280);
                        if (!LOOKED_AT_CLOSELY.has(language)) return;
                        for (const width of [1280, 400]) {
                            await page.setViewportSize({ width, height: 800 });
                            for (const theme of ['light', 'dark'] as const) {
                                await page.emulateMedia({ colorScheme: theme });
                                await settled(page);
                                await page.screenshot({ path: path.join(SHOTS, `${language}-${name}-${width}-${theme}.png`) });
                            }
                            if (width === 400) await judge(name, width);
                        }
                        await page.setViewportSize({ width: 1280, height: 800 });
                        await page.emulateMedia({ colorScheme: 'light' });
                    };
                    // A language is chosen once per visit (the console loads its texts with its chunk); the pages then open as links do.
                    await page.evaluate(code => localStorage.setItem('TB-lang', code), language);
                    await page.goto(`${suite.server.url}/home`);
                    // The landmarks are named in the language too (screen readers announce them).
                    const menu = page.getByRole('navigation', { name: phrase(language, 'common.json', 'app.main-menu'), exact: true });
                    // The menu speaks the language (its own file, not English) before anything is judged.
                    await menu.getByRole('link', { name: phrase(language, 'common.json', 'device.devices'), exact: true }).waitFor();
                    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
                        language.replace('_', '-'),
                        isRightToLeft(language) ? 'rtl' : 'ltr',
                    ]);
                    await shot('home');

                    await openInConsole(page, '/devices');
                    await page.locator('tbody tr').filter({ hasText: 'Thermostat T1' }).first().waitFor();
                    await shot('devices');
                    // At 1280 px every column fits, the row actions included: the list does not scroll sideways.
                    const table = await page.locator('.RaDataTable-tableWrapper').evaluate(wrapper => [wrapper.scrollWidth, wrapper.clientWidth]);
                    if (table[0]! > table[1]! + 1) sideways.push(`${language}: ${table[0]}>${table[1]}`);

                    await openInConsole(page, `/devices/${device.id.id}/show`);
                    await page.getByRole('tab').first().waitFor();
                    // The breadcrumb's separator points onward: to the left, right to left.
                    const crumbs = page.getByRole('navigation', { name: phrase(language, 'common.json', 'app.breadcrumb'), exact: true });
                    const separatorScale = await crumbs.locator('.MuiBreadcrumbs-separator svg').first().evaluate(icon => getComputedStyle(icon).scale);
                    expect(separatorScale, language).toBe(isRightToLeft(language) ? '-1 1' : 'none');
                    await shot('device');

                    await openInConsole(page, `/dashboards/${thermostats.id.id}`);
                    await page.getByRole('heading', { name: 'Thermostats', level: 1 }).waitFor();
                    await page.locator('canvas').first().waitFor();
                    await shot('dashboard');
                }
            } finally {
                await page.context().close();
            }
            expect(failures).toEqual([]);
            expect(clipped).toEqual([]);
            expect(english).toEqual([]);
            expect(sideways).toEqual([]);
        }, 600_000);
    });
};
