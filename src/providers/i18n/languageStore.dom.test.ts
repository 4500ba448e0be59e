import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLanguageStore, LANGUAGE_STORAGE_KEY } from './languageStore';

describe('languageStore', () => {
    const german = { login: { login: 'Anmelden' } };
    const load = vi.fn(async (locale: string) =>
        locale === 'de_DE' ? german : { login: { login: 'Login' } }
    );

    beforeEach(() => localStorage.clear());

    it('prefers the remembered language, then the browser’s, resolved', () => {
        const store = createLanguageStore(localStorage, () => 'de-AT', load);
        expect(store.preferredLanguage()).toBe('de_DE');

        localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr_FR');
        expect(store.preferredLanguage()).toBe('fr_FR');
    });

    it('switches, remembers under a TB- key and tells the listeners', async () => {
        const store = createLanguageStore(localStorage, () => 'en-US', load);
        const listener = vi.fn();
        store.subscribe(listener);

        expect(await store.setLanguage('de')).toBe('de_DE');

        expect(LANGUAGE_STORAGE_KEY).toMatch(/^TB-/);
        expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de_DE');
        expect(store.getSnapshot()).toEqual({ locale: 'de_DE', messages: german });
        expect(listener).toHaveBeenCalledTimes(1);
    });

    it('lets the last of two quick choices win', async () => {
        const store = createLanguageStore(localStorage, () => 'en-US', load);

        await Promise.all([store.setLanguage('de_DE'), store.setLanguage('en_US')]);

        expect(store.getSnapshot().locale).toBe('en_US');
        expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en_US');
    });

    it('loads the extensions\' texts with every language, the current one at once', async () => {
        const store = createLanguageStore(localStorage, () => 'en-US', load);
        await store.setLanguage('de_DE');
        const listener = vi.fn();
        store.subscribe(listener);
        const consoleTexts = vi.fn(async (locale: string) => ({ devices: { title: locale === 'de_DE' ? 'Geräte' : 'Devices' } }));

        await store.extend(consoleTexts);
        expect(store.getSnapshot().messages).toEqual({ ...german, devices: { title: 'Geräte' } });
        expect(listener).toHaveBeenCalledTimes(1);

        await store.setLanguage('fr_FR');
        expect(consoleTexts).toHaveBeenLastCalledWith('fr_FR');
        expect(await store.messagesFor('fr_FR')).toBe(store.getSnapshot().messages);
    });

    it('keeps the language\'s own texts when an extension fails to load', async () => {
        const store = createLanguageStore(localStorage, () => 'en-US', load);
        await store.setLanguage('de_DE');
        await store.extend(async () => Promise.reject(new Error('offline')));
        expect(store.getSnapshot()).toEqual({ locale: 'de_DE', messages: german });
    });

    it('an extension added while a switch loads applies to the language being switched to', async () => {
        const store = createLanguageStore(localStorage, () => 'en-US', load);
        const switching = store.setLanguage('de_DE');
        await store.extend(async locale => ({ extra: { locale } }));
        await switching;
        expect(store.getSnapshot()).toEqual({ locale: 'de_DE', messages: { ...german, extra: { locale: 'de_DE' } } });
    });
});
