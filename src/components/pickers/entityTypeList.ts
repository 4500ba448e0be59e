/** Types whose translated name contains the text (any case), leaving out those already chosen. */
export const matchingEntityTypes = (
    offered: readonly string[],
    chosen: readonly string[],
    text: string,
    nameOf: (type: string) => string
): string[] => {
    const needle = text.toLowerCase();
    return offered.filter(type => !chosen.includes(type) && nameOf(type).toLowerCase().includes(needle));
};

/** The list value: null when empty, as ThingsBoard keeps it. */
export const entityTypeListValue = (types: readonly string[]): string[] | null => (types.length ? [...new Set(types)] : null);
