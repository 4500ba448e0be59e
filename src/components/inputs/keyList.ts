/** Keys and subtypes are entered as chips: Enter, comma and semicolon end one (part 2 §5.1). */
export const KEY_SEPARATORS = /[,;]/;

/** The list after typing `text`: each piece trimmed, empty ones and duplicates ignored. */
export const addKeys = (keys: readonly string[], text: string): string[] => {
    const next = [...keys];
    for (const piece of text.split(KEY_SEPARATORS)) {
        const key = piece.trim();
        if (key !== '' && !next.includes(key)) next.push(key);
    }
    return next;
};

/** Text still being typed: whatever follows the last separator. */
export const pendingText = (text: string): string => text.split(KEY_SEPARATORS).pop() ?? '';

/** Required means at least one key. */
export const keysListError = (keys: readonly string[], required: boolean, requiredText = 'ra.validation.required'): string | null =>
    required && keys.length === 0 ? requiredText : null;
