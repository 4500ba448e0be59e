import type { ThemeOptions } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import german from '../../../locales/de_DE/common.json';
import english from '../../../locales/en_US/common.json';
import { createTranslate } from '../../providers/i18n/createTranslate';
import type { Messages } from '../../providers/i18n/messages';
import { withComponentTexts } from './componentTexts';

const textsIn = (messages: unknown) => withComponentTexts<ThemeOptions>({}, createTranslate(messages as Messages)).components!;

describe("MUI's own texts", () => {
    it("speak the person's language: autocomplete buttons, pagination buttons, progress indicators", () => {
        const components = textsIn(german);
        expect(components.MuiAutocomplete?.defaultProps).toMatchObject({ openText: 'Öffnen', closeText: 'Schließen', clearText: 'Eingabe löschen' });
        expect(components.MuiTablePagination?.defaultProps?.getItemAriaLabel?.('next')).toBe(german.ra.navigation.next);
        expect(components.MuiPagination?.defaultProps?.getItemAriaLabel?.('page', 3, false)).toBe(german.ra.navigation.page.replace('%{page}', '3'));
        expect(components.MuiCircularProgress?.defaultProps).toMatchObject({ 'aria-label': german.app.loading });
    });

    it("keep MUI's English where English has no phrase of its own (react-admin's are not loaded on public pages)", () => {
        const components = textsIn(english);
        expect(components.MuiAutocomplete?.defaultProps).toMatchObject({ openText: 'Open', clearText: 'Clear' });
        expect(components.MuiTablePagination?.defaultProps?.getItemAriaLabel?.('previous')).toBe('Go to previous page');
        expect(components.MuiPagination?.defaultProps?.getItemAriaLabel?.('page', 2, true)).toBe('page 2');
    });
});
