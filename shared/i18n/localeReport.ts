import type { Messages } from './messages';

/** Every dotted key of a nested messages object, e.g. 'login.password'. */
export const flattenKeys = (messages: Messages, prefix = ''): string[] =>
    Object.entries(messages).flatMap(([key, value]) =>
        typeof value === 'string'
            ? [`${prefix}${key}`]
            : flattenKeys(value, `${prefix}${key}.`)
    );

export interface LocaleGaps {
    locale: string;
    /** en_US keys this language lacks (they show in English). */
    missing: string[];
    /** Keys en_US no longer has. ra.* keys are react-admin's and never stale. */
    stale: string[];
}

/**
 * Per language, the keys of en_US/common.json it still lacks: the translators' to-do list.
 * Languages without a file lack everything.
 */
export const localeReport = (
    english: Messages,
    others: Record<string, Messages | undefined>
): LocaleGaps[] => {
    const englishKeys = flattenKeys(english);
    const known = new Set(englishKeys);
    return Object.entries(others)
        .map(([locale, messages]) => {
            const keys = new Set(messages ? flattenKeys(messages) : []);
            return {
                locale,
                missing: englishKeys.filter(key => !keys.has(key)),
                stale: [...keys].filter(key => !known.has(key) && !key.startsWith('ra.')),
            };
        })
        .sort((a, b) => a.locale.localeCompare(b.locale));
};

export const formatLocaleReport = (report: LocaleGaps[], total: number) =>
    report
        .map(({ locale, missing, stale }) =>
            missing.length === total
                ? `${locale}: not translated yet (all ${total} keys missing)`
                : [
                      `${locale}: ${total - missing.length}/${total} keys`,
                      ...missing.map(key => `  missing ${key}`),
                      ...stale.map(key => `  stale   ${key}`),
                  ].join('\n')
        )
        .join('\n');
