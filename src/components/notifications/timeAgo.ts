/** The units "time ago" is told in, largest first, with their length in ms. */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1000],
];

/** "5 minutes ago" in the console's language (Intl, so no phrases to translate), in the largest whole unit. */
export const timeAgo = (time: number, now: number, locale: string): string => {
    const elapsed = Math.max(0, now - time);
    const [unit, length] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1]!;
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(elapsed / length), unit);
};
