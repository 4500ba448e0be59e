import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import type { DateTime } from 'luxon';

const ADAPTERS = new Map<number, typeof AdapterLuxon>();

/**
 * MUI's Luxon adapter with weeks starting on a given day (0 Sunday ... 6 Saturday, ThingsBoard's
 * firstDayOfWeek) instead of the locale's, for one calendar only: no global Luxon setting changes.
 */
export function adapterWithWeekStart(firstDay: number): typeof AdapterLuxon {
    let adapter = ADAPTERS.get(firstDay);
    if (!adapter) {
        const luxonFirst = firstDay === 0 ? 7 : firstDay;
        adapter = class extends AdapterLuxon {
            override startOfWeek = (value: DateTime) => value.minus({ days: (value.weekday - luxonFirst + 7) % 7 }).startOf('day');
            override endOfWeek = (value: DateTime) => this.startOfWeek(value).plus({ days: 6 }).endOf('day');
            override getDayOfWeek = (value: DateTime) => ((value.weekday - luxonFirst + 7) % 7) + 1;
        };
        ADAPTERS.set(firstDay, adapter);
    }
    return adapter;
}
