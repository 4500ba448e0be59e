import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import germanCommon from '../../../locales/de_DE/common.json';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import type { Messages } from '../../providers/i18n/messages';
import { DateTimeInput } from './DateTimeInput';
import { pickerLocaleText } from './pickerLocales';

describe('date and time input', { timeout: 20_000 }, () => {
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

    it('has a pack for every language MUI X translates, none for those it lacks', () => {
        expect(pickerLocaleText('de-DE')?.cancelButtonLabel).toBe('Abbrechen');
        expect(pickerLocaleText('ja-JA')?.cancelButtonLabel).toBe('キャンセル');
        expect(pickerLocaleText('ka-GE')).toBeUndefined();
        expect(pickerLocaleText('en-US')).toBeUndefined();
    });
});
