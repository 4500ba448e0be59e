import type { LanguageCode } from '../../../shared/i18n/languages';
import { cs_CZ } from './cs_CZ';
import { de_DE } from './de_DE';
import { el_GR } from './el_GR';
import { en_US } from './en_US';
import { es_ES } from './es_ES';
import { fa_IR } from './fa_IR';
import { fr_FR } from './fr_FR';
import { it_IT } from './it_IT';
import { ja_JA } from './ja_JA';
import { ka_GE } from './ka_GE';
import { ko_KR } from './ko_KR';
import { lv_LV } from './lv_LV';
import { pt_BR } from './pt_BR';
import { ro_RO } from './ro_RO';
import { ru_RU } from './ru_RU';
import { sl_SI } from './sl_SI';
import { tr_TR } from './tr_TR';
import { uk_UA } from './uk_UA';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';
import type { MailTexts } from './mailTexts';

export type { LinkMailText, MailTexts, PlainMailText } from './mailTexts';

/** The server's mails in every console language (the type makes a missing language a compile error). */
const MAIL_TEXTS: Record<LanguageCode, MailTexts> = {
    cs_CZ, de_DE, el_GR, en_US, es_ES, fa_IR, fr_FR, it_IT, ja_JA, ka_GE, ko_KR, lv_LV, pt_BR, ro_RO, ru_RU, sl_SI, tr_TR, uk_UA, zh_CN, zh_TW,
};

export const MAIL_LANGUAGES = Object.keys(MAIL_TEXTS) as LanguageCode[];

/** A code outside the 20 (never stored by the console, but a client may send one) gets English. */
export const mailTextsIn = (language: string): MailTexts => MAIL_TEXTS[language as LanguageCode] ?? en_US;
