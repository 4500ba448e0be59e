import { useEffect, useSyncExternalStore } from 'react';
import { useLocaleState } from 'react-admin';
import { languageStore } from './languageStore';
import { toPolyglotLocale } from '../../../shared/i18n/languages';

/** Keeps react-admin's locale on the language chosen anywhere in the console. */
export const LanguageSync = () => {
    const [locale, setLocale] = useLocaleState();
    const { locale: chosen } = useSyncExternalStore(languageStore.subscribe, languageStore.getSnapshot);
    useEffect(() => {
        if (toPolyglotLocale(chosen) !== locale) setLocale(toPolyglotLocale(chosen));
    }, [chosen, locale, setLocale]);
    return null;
};
