/** ThingsBoard's common relation types (part 2 §3.9). */
export const RELATION_TYPES = ['Contains', 'Manages'] as const;

export const RELATION_TYPE_MAX_LENGTH = 255;

/** The common types plus the caller's, without repeats, whose start matches the text (any case). */
export const relationTypeSuggestions = (text: string, extraTypes: readonly string[] = []): string[] => {
    const prefix = text.toLowerCase();
    return [...new Set([...RELATION_TYPES, ...extraTypes])].filter(type => type.toLowerCase().startsWith(prefix));
};

/** The translation key of what is wrong with a relation type, or null when it is fine. */
export const relationTypeError = (value: string | null, required: boolean): string | null => {
    if (!value) return required ? 'relation.relation-type-required' : null;
    if (value.length > RELATION_TYPE_MAX_LENGTH) return 'relation.relation-type-max-length';
    return null;
};
