import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import germanCommon from '../../../locales/de_DE/common.json';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import type { Messages } from '../../providers/i18n/messages';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages';
import { DateTimeInput } from './DateTimeInput';
import { pickerLocaleText } from './pickerLocales';

describe('date and time input', () => {
    it("speaks the user's language: the picker's button is labelled by MUI X's pack, not its English", () => {
        const i18nProvider = createAdminI18nProvider({ locale: 'de_DE', messages: germanCommon as unknown as Messages });
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <DateTimeInput label="Beginn" value={null} onChange={() => undefined} />
            </AdminContext>,
        );
        expect(screen.getByRole('button', { name: /^Datum auswählen/ })).toBeTruthy();
        expect(screen.queryByRole('button', { name: /Choose date/ })).toBeNull();
    });

    it.each([
        ['ka_GE', /^აირჩიეთ თარიღი/],
        ['lv_LV', /^Izvēlieties datumu/],
        ['sl_SI', /^Izberite datum/],
    ])('speaks %s, which MUI X has no pack for', (language, name) => {
        const i18nProvider = createAdminI18nProvider({ locale: language, messages: {} as Messages });
        render(
            <AdminContext i18nProvider={i18nProvider}>
                <DateTimeInput label="-" value={null} onChange={() => undefined} />
            </AdminContext>,
        );
        expect(screen.getByRole('button', { name })).toBeTruthy();
        expect(screen.queryByRole('button', { name: /Choose date/ })).toBeNull();
    });

    it('has the texts in every console language, none left in English but English', () => {
        expect(pickerLocaleText('de-DE')?.cancelButtonLabel).toBe('Abbrechen');
        expect(pickerLocaleText('ja-JA')?.cancelButtonLabel).toBe('キャンセル');
        const english = pickerLocaleText('en-US')!;
        for (const code of LANGUAGE_CODES.filter(code => code !== 'en_US')) {
            const texts = pickerLocaleText(code.replace('_', '-'))!;
            for (const key of ['cancelButtonLabel', 'todayButtonLabel', 'dateTimePickerToolbarTitle', 'previousMonth', 'nextMonth'] as const) {
                expect(texts[key], `${code} ${key}`).not.toBe(english[key]);
            }
            expect(texts.openDatePickerDialogue?.(null), code).not.toBe(english.openDatePickerDialogue?.(null));
        }
    });
});
