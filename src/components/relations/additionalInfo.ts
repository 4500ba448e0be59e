/** The additionalInfo text of the add dialog: empty is null, anything else must be JSON. */
export type AdditionalInfoParse = { valid: true; value: unknown } | { valid: false };

export function parseAdditionalInfo(text: string): AdditionalInfoParse {
    if (text.trim() === '') return { valid: true, value: null };
    try {
        return { valid: true, value: JSON.parse(text) as unknown };
    } catch {
        return { valid: false };
    }
}
