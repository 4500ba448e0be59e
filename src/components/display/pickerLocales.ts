import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import {
    csCZ, deDE, elGR, enUS, esES, faIR, frFR, itIT, jaJP, koKR, ptBR, roRO, ruRU, trTR, ukUA, zhCN, zhTW,
} from '@mui/x-date-pickers/locales';
import { fromPolyglotLocale, type LanguageCode } from '../../../shared/i18n/languages';
import { ka_GE } from './pickerTexts/ka_GE';
import { lv_LV } from './pickerTexts/lv_LV';
import { sl_SI } from './pickerTexts/sl_SI';

type LocalePack = { components: { MuiLocalizationProvider: { defaultProps: { localeText: Partial<PickersLocaleText> } } } };

const textsOf = (pack: LocalePack) => pack.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' texts (toolbar titles, "Cancel"/"OK", the buttons' aria labels) in every console
 * language: MUI X's own packs, and ours for the three it lacks (ka_GE, lv_LV, sl_SI). Typed by
 * language, so a new console language does not compile until its pickers speak it.
 */
const TEXTS: Record<LanguageCode, Partial<PickersLocaleText>> = {
    cs_CZ: textsOf(csCZ), de_DE: textsOf(deDE), el_GR: textsOf(elGR), en_US: textsOf(enUS), es_ES: textsOf(esES),
    fa_IR: textsOf(faIR), fr_FR: textsOf(frFR), it_IT: textsOf(itIT), ja_JA: textsOf(jaJP), ka_GE, ko_KR: textsOf(koKR),
    lv_LV, pt_BR: textsOf(ptBR), ro_RO: textsOf(roRO), ru_RU: textsOf(ruRU), sl_SI, tr_TR: textsOf(trTR),
    uk_UA: textsOf(ukUA), zh_CN: textsOf(zhCN), zh_TW: textsOf(zhTW),
};

/** The pickers' texts in a language, from react-admin's locale ('de-DE'); undefined (MUI's English) for an unknown one. */
export const pickerLocaleText = (locale: string): Partial<PickersLocaleText> | undefined => TEXTS[fromPolyglotLocale(locale) as LanguageCode];
