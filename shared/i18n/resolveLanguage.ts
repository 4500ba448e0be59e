import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';

const baseOf = (code: string) => code.split('_')[0].toLowerCase();

/**
 * The supported language for a wish such as 'de_DE', 'de-AT' or 'pt': the exact match,
 * else the first supported one with the same base language, else the default (part 1 §5).
 */
export const resolveLanguage = (
    requested: string | null | undefined,
    supported: readonly string[] = LANGUAGE_CODES
): string => {
    if (!requested) return DEFAULT_LANGUAGE;
    const wanted = requested.trim().replace('-', '_').toLowerCase();
    const exact = supported.find(code => code.toLowerCase() === wanted);
    if (exact) return exact;
    const sameBase = supported.find(code => baseOf(code) === baseOf(wanted));
    return sameBase ?? DEFAULT_LANGUAGE;
};
