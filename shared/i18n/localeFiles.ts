import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import reactAdminEnglish from 'ra-language-english';
import type { Messages } from './messages';

/**
 * The locale files as the checks read them (Node only). common.json also carries react-admin's
 * own strings (ra.*): their English original is ra-language-english, which en_US does not copy;
 * en_US's common.json overrides only the few it words otherwise (character counts with plural forms).
 */
export interface LocaleFiles {
    /** The file names of locales/en_US/, sorted. */
    files: string[];
    /** A file's English original. */
    english(file: string): Messages;
    /** A language's version of a file; undefined when it has none. */
    translated(language: string, file: string): Messages | undefined;
}

const readJson = (file: string): Messages | undefined =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : undefined;

/** `base` with `over`'s texts put in, key by key (react-admin's mergeTranslations does the same in the console). */
const overlay = (base: Messages, over: Messages): Messages => {
    const merged: Messages = { ...base };
    for (const [key, value] of Object.entries(over)) {
        const under = merged[key];
        merged[key] = typeof value === 'object' && typeof under === 'object' ? overlay(under, value) : value;
    }
    return merged;
};

export function readLocaleFiles(localesDir: string): LocaleFiles {
    const files = readdirSync(join(localesDir, 'en_US')).filter(name => name.endsWith('.json')).sort();
    return {
        files,
        english: file => {
            const messages = readJson(join(localesDir, 'en_US', file))!;
            return file === 'common.json' ? overlay({ ra: (reactAdminEnglish as unknown as Messages).ra! }, messages) : messages;
        },
        translated: (language, file) => readJson(join(localesDir, language, file)),
    };
}
