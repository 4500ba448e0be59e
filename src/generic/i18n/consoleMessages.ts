import type { Messages } from '../../providers/i18n/messages';
import { mergeMessages } from '../../providers/i18n/messages';

/**
 * Every language's console files (all but common.json, which the sign-in page loads, and en_US,
 * which ships with the console). vite.config.ts puts each language's files in one chunk, so a
 * switch is one request.
 */
const translatedFiles = import.meta.glob<Messages>(
    ['/locales/*/*.json', '!/locales/en_US/*.json', '!/locales/*/common.json'],
    { import: 'default' }
);

/** A language's console texts, merged from its files; nothing for en_US or a language without files. */
export const loadConsoleMessages = async (locale: string): Promise<Messages> => {
    const folder = `/locales/${locale}/`;
    const files = await Promise.all(
        Object.entries(translatedFiles)
            .filter(([file]) => file.startsWith(folder))
            .map(([, load]) => load())
    );
    return files.reduce(mergeMessages, {});
};
