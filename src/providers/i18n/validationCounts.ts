/**
 * react-admin's minLength and maxLength validators pass their limit as `min` / `max` only, but their
 * texts count characters and carry plural forms ("Не менее 1 символа", "Не менее 5 символов"):
 * polyglot picks the form by `smart_count`, so these keys get their limit as the count too.
 */
const COUNTED_BY: Readonly<Record<string, string>> = {
    'ra.validation.minLength': 'min',
    'ra.validation.maxLength': 'max',
};

/** The options of a translation, with `smart_count` filled in from the limit where the text counts it. */
export function withValidationCount(key: string, options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
    const counted = COUNTED_BY[key];
    const limit = counted === undefined ? undefined : options?.[counted];
    if (typeof limit !== 'number' || options?.smart_count !== undefined) return options;
    return { ...options, smart_count: limit };
}
