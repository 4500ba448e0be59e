import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES, SAME_AS_ENGLISH } from './completeLanguages';
import { checkLocaleFile, formatProblem } from './localeChecks';
import { readLocaleFiles } from './localeFiles';

const locales = readLocaleFiles(path.resolve(import.meta.dirname, '../../locales'));

/**
 * Issue #27: every language listed as complete has every en_US text (react-admin's ra.* too),
 * no key en_US lacks, the same placeholders and tags, its own number of plural forms, and no
 * English left where it has its own words. A failure names the file, the key and the problem.
 */
describe.each(COMPLETE_LANGUAGES)('%s is complete', language => {
    const sameAsEnglish = new Set(SAME_AS_ENGLISH[language] ?? []);
    it.each(locales.files)('%s', file => {
        const problems = checkLocaleFile(locales.english(file), locales.translated(language, file), language, sameAsEnglish);
        expect(problems.map(formatProblem)).toEqual([]);
    });
});
