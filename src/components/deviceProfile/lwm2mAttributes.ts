/** LwM2M write attributes (part2 §3.6 names, §5.1 rules). */
export const LWM2M_ATTRIBUTE_NAMES = ['pmin', 'pmax', 'gt', 'lt', 'st'] as const;
export type Lwm2mAttributeName = (typeof LWM2M_ATTRIBUTE_NAMES)[number];

/** pmin and pmax are periods: digits only, at least 0. */
const PERIODS: ReadonlySet<Lwm2mAttributeName> = new Set(['pmin', 'pmax']);

/**
 * The error of one attribute's typed text, or null. Every attribute is required; periods
 * must be whole numbers of at least 0, thresholds any number.
 */
export const lwm2mAttributeError = (name: Lwm2mAttributeName, text: string): string | null => {
    const value = text.trim();
    if (value === '') return 'device-profile.lwm2m.attribute-value-required';
    if (PERIODS.has(name)) return /^\d+$/.test(value) ? null : 'device-profile.lwm2m.attribute-value-pattern';
    return Number.isFinite(Number(value)) ? null : 'device-profile.lwm2m.attribute-value-number';
};

/** The stored value: periods as integers, thresholds as numbers. */
export const lwm2mAttributeValue = (text: string): number => Number(text.trim());
