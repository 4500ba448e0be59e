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

    it('offers the languages to react-admin by their BCP 47 tags', () => {
        const provider = createAdminI18nProvider({ locale: 'en_US', messages: {} });
        expect(provider.getLocale()).toBe('en-US');
        expect(provider.getLocales?.().map(l => l.locale)).toContain('ru-RU');
    });
});
