import { DateTime } from 'luxon';

/**
 * English locales whose short zone names carry the usual abbreviations ('CET', 'EST', 'IST',
 * 'AEDT'); each names a different region's zones, the others fall back to 'GMT+1'-like names.
 */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ', 'en-ZA', 'en-SG'];

const shortName = (zone: string, at: number, locale: string): string =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find(part => part.type === 'timeZoneName')?.value ?? '';

/**
 * The zone's abbreviation at a moment, as the time-window button shows it: 'CEST', 'EST', 'UTC',
 * or the offset ('+09', '+0530') where no abbreviation is in use. DST changes it ('CET' → 'CEST').
 */
export function timezoneAbbreviation(zone: string, at: number = Date.now()): string {
    for (const locale of ABBREVIATION_LOCALES) {
        const name = shortName(zone, at, locale);
        if (name && !/^(GMT|UTC)[+-−]/.test(name)) return name;
    }
    const offset = DateTime.fromMillis(at, { zone });
    return offset.offset % 60 === 0 ? offset.toFormat('ZZZ').slice(0, 3) : offset.toFormat('ZZZ');
}

/** 'UTC+02:00', as ThingsBoard writes a zone's offset. */
export const timezoneOffset = (zone: string, at: number = Date.now()): string => `UTC${DateTime.fromMillis(at, { zone }).toFormat('ZZ')}`;

export interface TimezoneInfo {
    id: string;
    /** The id with spaces for underscores ('America/New York'). */
    name: string;
    offset: string;
    abbr: string;
}

/** 'America/New York' for 'America/New_York', as lists show a zone. */
export const timezoneName = (id: string): string => id.replace(/_/g, ' ');

/** A zone's info at a moment, or null for an id the browser does not know. */
export function timezoneInfo(id: string, at: number = Date.now()): TimezoneInfo | null {
    if (!DateTime.fromMillis(at, { zone: id }).isValid) return null;
    return { id, name: timezoneName(id), offset: timezoneOffset(id, at), abbr: timezoneAbbreviation(id, at) };
}

/** 'name (offset)', as the timezone select lists a zone (part2 §3.3). */
export const timezoneLabel = (info: Pick<TimezoneInfo, 'name' | 'offset'>): string => `${info.name} (${info.offset})`;
