import englishCommon from '../../../locales/en_US/common.json';
import type { Messages } from '../../../shared/i18n/messages';

export type { Messages };

/** Always bundled: the sign-in page and every fallback need them at once. */
export const defaultMessages: Messages = englishCommon;

// Every other locales/<lang>/common.json becomes its own lazily loaded chunk.
const otherLocales = import.meta.glob<Messages>(
    ['/locales/*/common.json', '!/locales/en_US/common.json'],
    { import: 'default' }
);

/** Overlays `overrides` on `base` key by key, so a missing phrase falls back to en_US. */
export const mergeMessages = (base: Messages, overrides: Messages): Messages => {
    const merged: Messages = { ...base };
    for (const [key, value] of Object.entries(overrides)) {
        const current = merged[key];
        merged[key] =
            typeof value === 'object' && typeof current === 'object'
                ? mergeMessages(current, value)
                : value;
    }
    return merged;
};

/** The language's strings over en_US; en_US alone when the language has no file yet. */
export const loadMessages = async (locale: string): Promise<Messages> => {
    const load = otherLocales[`/locales/${locale}/common.json`];
    return load ? mergeMessages(defaultMessages, await load()) : defaultMessages;
};
