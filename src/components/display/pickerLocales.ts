import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import {
    csCZ, deDE, elGR, esES, faIR, frFR, itIT, jaJP, koKR, ptBR, roRO, ruRU, trTR, ukUA, zhCN, zhTW,
} from '@mui/x-date-pickers/locales';
import { fromPolyglotLocale, type LanguageCode } from '../../../shared/i18n/languages';

type LocalePack = { components: { MuiLocalizationProvider: { defaultProps: { localeText: Partial<PickersLocaleText> } } } };

/**
 * MUI X's own translations of the date pickers' texts (toolbar titles, "Cancel"/"OK", the
 * buttons' aria labels) per console language. ka_GE, lv_LV and sl_SI have no pack in MUI X:
 * their pickers keep MUI's English texts, their dates are still written in their language.
 */
const PACKS: Partial<Record<LanguageCode, LocalePack>> = {
    cs_CZ: csCZ, de_DE: deDE, el_GR: elGR, es_ES: esES, fa_IR: faIR, fr_FR: frFR, it_IT: itIT, ja_JA: jaJP,
    ko_KR: koKR, pt_BR: ptBR, ro_RO: roRO, ru_RU: ruRU, tr_TR: trTR, uk_UA: ukUA, zh_CN: zhCN, zh_TW: zhTW,
};

/** The pickers' texts in a language, from react-admin's locale ('de-DE'); undefined keeps MUI's English. */
export const pickerLocaleText = (locale: string): Partial<PickersLocaleText> | undefined =>
    PACKS[fromPolyglotLocale(locale) as LanguageCode]?.components.MuiLocalizationProvider.defaultProps.localeText;
