import type { LanguageCode } from '../../../shared/i18n/languages';
import { cs_CZ } from './cs_CZ';
import { de_DE } from './de_DE';
import { en_US } from './en_US';
import { es_ES } from './es_ES';
import { fr_FR } from './fr_FR';
import { it_IT } from './it_IT';
import { ja_JA } from './ja_JA';
import type { MailTexts } from './mailTexts';
import { pt_BR } from './pt_BR';
import { ru_RU } from './ru_RU';
import { uk_UA } from './uk_UA';
import { zh_CN } from './zh_CN';

export type { LinkMailText, MailTexts } from './mailTexts';

/** The account mails in each language that has them; the others get en_US's. */
const MAIL_TEXTS: Partial<Record<LanguageCode, MailTexts>> = { cs_CZ, de_DE, en_US, es_ES, fr_FR, it_IT, ja_JA, pt_BR, ru_RU, uk_UA, zh_CN };

export const MAIL_LANGUAGES = Object.keys(MAIL_TEXTS) as LanguageCode[];

export const mailTextsIn = (language: string): MailTexts => MAIL_TEXTS[language as LanguageCode] ?? en_US;
