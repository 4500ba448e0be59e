import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { resolveLanguage } from './resolveLanguage';

describe('resolveLanguage', () => {
    it('supports the 20 languages of the spec', () => {
        expect(LANGUAGES).toHaveLength(20);
    });

    it.each([
        ['de_DE', 'de_DE'],
        ['zh_TW', 'zh_TW'],
        ['ja_JA', 'ja_JA'],
        ['de-DE', 'de_DE'],
        ['DE_de', 'de_DE'],
    ])('takes the exact match: %s → %s', (wish, language) =>
        expect(resolveLanguage(wish)).toBe(language)
    );

    it.each([
        ['de-AT', 'de_DE'],
        ['de', 'de_DE'],
        ['pt_PT', 'pt_BR'],
        ['zh-HK', 'zh_CN'],
        ['en-GB', 'en_US'],
    ])('else the same base language: %s → %s', (wish, language) =>
        expect(resolveLanguage(wish)).toBe(language)
    );

    it.each([['nl_NL'], ['xx'], [''], [null], [undefined]])(
        'else the default: %s → en_US',
        wish => expect(resolveLanguage(wish)).toBe('en_US')
    );
});
