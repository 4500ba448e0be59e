import { resolveLanguage } from '../../shared/i18n/resolveLanguage';
import { isPlainObject } from '../lib/json';

/**
 * The language of a mail to a person: the one they chose in the console (ThingsBoard keeps it in
 * the user's additionalInfo.lang), else the language of the console that asked for the mail (its
 * Accept-Language: the admin who creates the account, the page where the reset was requested),
 * else English.
 */
export const mailLanguageOf = (additionalInfo: unknown, acceptLanguage?: string): string => {
    const chosen = isPlainObject(additionalInfo) && typeof additionalInfo.lang === 'string' ? additionalInfo.lang : undefined;
    // "de-DE,de;q=0.9,en;q=0.8": the first is the console's language.
    const asked = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
    return resolveLanguage(chosen || asked);
};
