import { DateTime } from 'luxon';
import { timezoneName, timezoneOffset, type TimezoneInfo } from '../../lib/time/timezone';

/** What the timezone select lists of a zone: 'name (offset)' (timezoneLabel), without the costly abbreviation. */
export type TimezoneOption = Pick<TimezoneInfo, 'id' | 'name' | 'offset'>;

const zoneIds = (): string[] => {
    const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
    const ids = supported ? supported('timeZone') : [];
    // Some engines leave UTC itself out of the list.
    return ids.includes('UTC') ? ids : [...ids, 'UTC'];
};

let cached: TimezoneOption[] | undefined;

/** Every zone the browser knows, sorted by name. */
export const allTimezones = (): TimezoneOption[] => {
    if (!cached) {
        const now = Date.now();
        cached = zoneIds()
            .map(id => ({ id, name: timezoneName(id), offset: timezoneOffset(id, now) }))
            .sort((a, b) => a.name.localeCompare(b.name));
    }
    return cached;
};

/** Zones whose name contains the text, in any case. */
export const matchingTimezones = (zones: readonly TimezoneOption[], text: string): TimezoneOption[] => {
    const needle = text.toLowerCase();
    return zones.filter(zone => zone.name.toLowerCase().includes(needle));
};

/** The id the browser resolves a written zone to ('US/Eastern' → 'America/New_York'), or null if unknown. */
export const canonicalTimezone = (id: string): string | null => {
    try {
        return new Intl.DateTimeFormat('en-US', { timeZone: id }).resolvedOptions().timeZone;
    } catch {
        return null;
    }
};

export interface TimezoneResetRules {
    defaultTimezone?: string | null;
    /** The user's own timezone, when configured. */
    userTimezone?: string | null;
    /** A null value (browser time) is acceptable. */
    localBrowserTimezonePlaceholder?: boolean;
    browserTimezone?: string;
}

/**
 * What the select holds when its panel closes without a value (part 2 §4): the default
 * timezone, else the user's, else null ('browser time') when allowed, else the browser's zone.
 */
export const timezoneAfterClose = (value: string | null, rules: TimezoneResetRules): string | null => {
    if (value) return value;
    if (rules.defaultTimezone) return rules.defaultTimezone;
    if (rules.userTimezone) return rules.userTimezone;
    if (rules.localBrowserTimezonePlaceholder) return null;
    return rules.browserTimezone ?? DateTime.local().zoneName;
};
