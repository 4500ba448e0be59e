import { describe, expect, it } from 'vitest';
import { createAdminI18nProvider } from './adminI18nProvider';

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

    it('offers the languages to react-admin by their BCP 47 tags', () => {
        const provider = createAdminI18nProvider({ locale: 'en_US', messages: {} });
        expect(provider.getLocale()).toBe('en-US');
        expect(provider.getLocales?.().map(l => l.locale)).toContain('ru-RU');
    });
});
