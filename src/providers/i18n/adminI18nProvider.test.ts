import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { maxLength, mergeTranslations, minLength } from 'react-admin';
import englishCommon from '../../../locales/en_US/common.json';
import russianCommon from '../../../locales/ru_RU/common.json';
import slovenianCommon from '../../../locales/sl_SI/common.json';
import { withResourceMessages } from '../../generic/i18n/resourceMessages';
import { createAdminI18nProvider, withReactAdminEnglish } from './adminI18nProvider';
import type { Messages } from './messages';

const russian = { item: { selected: 'Выбран %{smart_count} элемент |||| Выбрано %{smart_count} элемента |||| Выбрано %{smart_count} элементов' } };

describe('admin i18n provider', () => {
    it('applies the plural rules of the chosen language, not English ones', () => {
        const provider = createAdminI18nProvider({ locale: 'ru_RU', messages: russian });
        expect(provider.translate('item.selected', { smart_count: 1 })).toBe('Выбран 1 элемент');
        expect(provider.translate('item.selected', { smart_count: 3 })).toBe('Выбрано 3 элемента');
        expect(provider.translate('item.selected', { smart_count: 5 })).toBe('Выбрано 5 элементов');
        expect(provider.translate('item.selected', { smart_count: 21 })).toBe('Выбран 21 элемент');
    });

    it('applies CLDR plural rules polyglot lacks: Slovenian has four forms', () => {
        const slovenian = { device: { count: '%{smart_count} naprava |||| %{smart_count} napravi |||| %{smart_count} naprave |||| %{smart_count} naprav' } };
        const provider = createAdminI18nProvider({ locale: 'sl_SI', messages: slovenian });
        expect([1, 2, 3, 5, 101].map(n => provider.translate('device.count', { smart_count: n }))).toEqual([
            '1 naprava', '2 napravi', '3 naprave', '5 naprav', '101 naprava',
        ]);
    });

    it("counts the characters of react-admin's length validators in the language's plural forms", () => {
        // The validators pass only { min } / { max }: the provider gives polyglot the count.
        const messageOf = (validator: ReturnType<typeof minLength>, value: string) => validator(value, {}) as { message: string; args: Record<string, unknown> };
        const say = (messages: unknown, locale: string, validator: ReturnType<typeof minLength>, value: string) => {
            const { message, args } = messageOf(validator, value);
            return createAdminI18nProvider({ locale, messages: messages as Messages }).translate(message, { _: message, ...args });
        };
        expect(say(russianCommon, 'ru_RU', maxLength(1), 'ab')).toBe('Не более 1 символа');
        expect(say(russianCommon, 'ru_RU', minLength(5), 'ab')).toBe('Не менее 5 символов');
        expect(say(russianCommon, 'ru_RU', maxLength(3), 'abcdef')).toBe('Не более 3 символов');
        expect(say(slovenianCommon, 'sl_SI', minLength(2), 'a')).toBe('Vsebovati mora vsaj 2 znaka');
        expect(say(englishCommon, 'en_US', maxLength(1), 'ab')).toBe('Must be 1 character or less');
        expect(say(englishCommon, 'en_US', minLength(3), 'ab')).toBe('Must be at least 3 characters');
        expect(say(englishCommon, 'en_US', maxLength(8), 'far too long')).toBe('Must be 8 characters or less');
    });

    it('offers the languages to react-admin by their BCP 47 tags', () => {
        const provider = createAdminI18nProvider({ locale: 'en_US', messages: {} });
        expect(provider.getLocale()).toBe('en-US');
        expect(provider.getLocales?.().map(l => l.locale)).toContain('ru-RU');
    });

    it("lays react-admin's English under a language's texts as react-admin's mergeTranslations does, merging only ra.*", () => {
        for (const common of [englishCommon, russianCommon] as Messages[]) {
            const texts = withResourceMessages(common);
            const merged = withReactAdminEnglish(texts);
            expect(merged).toEqual(mergeTranslations(englishMessages, texts));
            // Every other branch is the console's own object, not a deep copy (the copy walked every text on the first screen).
            for (const branch of Object.keys(texts).filter(key => key !== 'ra')) expect(merged[branch]).toBe(texts[branch]);
        }
    });
});
