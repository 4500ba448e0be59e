import { useSyncExternalStore } from 'react';
import { isRightToLeft } from '../../../shared/i18n/languages';
import { languageStore } from '../../providers/i18n/languageStore';

export type Direction = 'ltr' | 'rtl';

/** The chosen language's writing direction: Persian reads right to left. */
export const useDirection = (): Direction => {
    const { locale } = useSyncExternalStore(languageStore.subscribe, languageStore.getSnapshot);
    return isRightToLeft(locale) ? 'rtl' : 'ltr';
};
