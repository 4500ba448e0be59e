import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { fromPolyglotLocale } from '../../../shared/i18n/languages';
import { helpService as consoleHelpService } from './consoleHelpService';
import type { HelpService } from './helpService';

export type HelpLoader = (helpId: string) => Promise<string>;

/** Loads help in the user's language; a new function when the language changes, so popups reload. */
export const useHelpLoader = (service: HelpService = consoleHelpService): HelpLoader => {
    const [locale] = useLocaleState();
    const translate = useTranslate();
    const notFound = `## ${translate('help.not-found')}`;
    return useCallback((helpId: string) => service.content(fromPolyglotLocale(locale), helpId, notFound), [service, locale, notFound]);
};
