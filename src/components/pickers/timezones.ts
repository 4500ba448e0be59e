import { DateTime } from 'luxon';

export interface TimezoneInfo {
    id: string;
    name: string;
    /** 'UTC+02:00' */
    offset: string;
    abbr: string;
}

/** The zone's offset from UTC at a moment, as ThingsBoard writes it ('UTC+05:30'). */
export const utcOffset = (zone: string, at: DateTime = DateTime.now()): string => `UTC${at.setZone(zone).toFormat('ZZ')}`;

/** 'name (offset)', as the timezone select shows a zone. */
export const timezoneLabel = (zone: Pick<TimezoneInfo, 'name' | 'offset'>): string => `${zone.name} (${zone.offset})`;

const zoneIds = (): string[] => {
    const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
    const ids = supported ? supported('timeZone') : [];
    // Some engines leave UTC itself out of the list.
    return ids.includes('UTC') ? ids : [...ids, 'UTC'];
};

let cached: TimezoneInfo[] | undefined;

/** Every zone the browser knows, sorted by name. */
export const allTimezones = (): TimezoneInfo[] => {
    if (!cached) {
        const now = DateTime.now();
        cached = zoneIds()
            .map(id => ({ id, name: id.replace(/_/g, ' '), offset: utcOffset(id, now), abbr: now.setZone(id).toFormat('ZZZZ') }))
            .sort((a, b) => a.name.localeCompare(b.name));
    }
    return cached;
};

/** Zones whose name contains the text, in any case. */
export const matchingTimezones = (zones: readonly TimezoneInfo[], text: string): TimezoneInfo[] => {
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
