import path from 'node:path';
import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { registry, resourceNamed } from '../../resources';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/i18n/languages';
import { readLocaleFiles } from '../../shared/i18n/localeFiles';
import { parseInput } from '../dashboard/widgets/inputs/inputValue';
import { lastDurationText } from '../lib/time/timewindowText';
import { createAdminI18nProvider } from '../providers/i18n/adminI18nProvider';
import { mergeMessages, type Messages } from '../providers/i18n/messages';
import { entityCount } from './entityTexts';
import { maxLengthOf } from './inputs/validators';

const locales = readLocaleFiles(path.resolve(import.meta.dirname, '../../locales'));

/** react-admin's translate in a language, with every file of it loaded as the console does. */
const translateIn = (language: LanguageCode): TranslateFunction => {
    const messages = locales.files.reduce<Messages>((all, file) => mergeMessages(all, locales.translated(language, file) ?? {}), {});
    return createAdminI18nProvider({ locale: language, messages }).translate as TranslateFunction;
};

/**
 * Issue #27: a number and its noun agree in every language — "3 клиента" and "5 клиентов", never
 * "3 клиенты" (the plural name with a number put before it).
 */
describe('count texts agree with their number', () => {
    const russian = translateIn('ru_RU');
    const customers = resourceNamed('customers');

    it('counts entities with the language’s own plural forms', () => {
        expect([1, 3, 5, 21, 22, 11].map(n => entityCount(customers, n, russian))).toEqual([
            '1 клиент', '3 клиента', '5 клиентов', '21 клиент', '22 клиента', '11 клиентов',
        ]);
        expect(russian('entity.delete-title', { count: entityCount(customers, 3, russian) })).toBe('Удалить выбранное (3 клиента)?');
        expect([1, 2, 3, 5].map(n => entityCount(resourceNamed('devices'), n, translateIn('sl_SI')))).toEqual([
            '1 naprava', '2 napravi', '3 naprave', '5 naprav',
        ]);
        expect(entityCount(resourceNamed('users'), 4, translateIn('cs_CZ'))).toBe('4 uživatelé');
        expect(entityCount(resourceNamed('devices'), 25, translateIn('ro_RO'))).toBe('25 de dispozitive');
    });

    it('every entity of the registry has its count text in every language', () => {
        for (const language of LANGUAGE_CODES) {
            const translate = translateIn(language);
            for (const resource of registry) {
                const text = entityCount(resource, 7, translate);
                expect(text, `${language} ${resource.name}`).toMatch(/^(?!resources\.).*7/);
            }
        }
    });

    it('"characters" agrees with the length a field allows or needs', () => {
        const tooLong = maxLengthOf(1)('ab', {}, {});
        expect(tooLong).toEqual({ message: 'entity.max-length', args: { max: 1, smart_count: 1 } });
        const { message, args } = tooLong as { message: string; args: Record<string, unknown> };
        expect(russian(message, args)).toBe('Не более 1 символа');
        expect(russian('entity.max-length', (maxLengthOf(5)('abcdef', {}, {}) as { args: Record<string, unknown> }).args)).toBe('Не более 5 символов');

        const short = parseInput('a', 'string', { required: false, minLength: 2 });
        expect(short.ok || russian(short.error, short.args)).toBe('Не менее 2 символов');
        const long = parseInput('abc', 'string', { required: false, maxLength: 1 });
        expect(long.ok || translateIn('en_US')(long.error, long.args)).toBe('At most 1 character');
    });

    it('the time window\'s "last" agrees with the duration\'s number and unit', () => {
        const [day, hour, minute] = [86_400_000, 3_600_000, 60_000];
        expect([day, 2 * day, 5 * day, 21 * hour, minute, day + 2 * hour].map(ms => lastDurationText(ms, russian))).toEqual([
            'последний 1 день', 'последние 2 дня', 'последние 5 дней', 'последний 21 час', 'последняя 1 минута', 'последний 1 день 2 часа',
        ]);
        expect(lastDurationText(hour, translateIn('uk_UA'))).toBe('остання 1 година');
        expect(lastDurationText(2 * day, translateIn('en_US'))).toBe('last 2 days');
    });

    it('the export counts rows by their total', () => {
        expect(russian('csv-export.rows-fetched', { smart_count: 21, fetched: '1', total: '21' })).toBe('1 из 21 строки');
        expect(russian('csv-export.rows-fetched', { smart_count: 25, fetched: '1', total: '25' })).toBe('1 из 25 строк');
    });
});
