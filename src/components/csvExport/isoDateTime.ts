import { DateTime } from 'luxon';

/** ISO 8601 in the user's zone with its offset (`2026-11-22T11:24:07.123+01:00`): readable, and exact for any tool. */
export const isoDateTime = (ms: number): string => DateTime.fromMillis(ms).toISO() ?? '';

/** `yyyy-MM-dd` of today in the user's zone, for file names. */
export const isoDate = (ms: number = Date.now()): string => DateTime.fromMillis(ms).toISODate() ?? '';
