import { DEFAULT_LANGUAGE, formatLocaleOf } from '../../../shared/i18n/languages';
import { languageStore } from './languageStore';

const currentLanguage = () => languageStore.getSnapshot().locale;

const DATE_TIME: Intl.DateTimeFormatOptions = {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = (language: string, timeZone: string | undefined) => {
    const key = `${language} ${timeZone ?? ''}`;
    let format = formatters.get(key);
    if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(formatLocaleOf(language), { ...DATE_TIME, timeZone })));
    return format;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** ThingsBoard's `yyyy-MM-dd HH:mm:ss`, from the parts Intl gives in a zone (the browser's when none). */
const thingsBoardDateTime = (ms: number, timeZone: string | undefined) => {
    if (!timeZone) {
        const d = new Date(ms);
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
    }
    const parts = Object.fromEntries(dateTimeFormat(DEFAULT_LANGUAGE, timeZone).formatToParts(ms).map(part => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/**
 * A date and time as the language writes it: English keeps ThingsBoard's `yyyy-MM-dd HH:mm:ss`,
 * every other language its own numeric form through Intl (28.11.2026, 14:05:09 in German,
 * 2026/11/28 14:05:09 in Japanese, the Persian calendar and digits in Persian).
 */
export const formatDateTime = (ms: number, timeZone?: string | null, language: string = currentLanguage()): string =>
    language === DEFAULT_LANGUAGE ? thingsBoardDateTime(ms, timeZone ?? undefined) : dateTimeFormat(language, timeZone ?? undefined).format(ms);

/** A number with the language's digits and grouping (1.234.567 in German, ۱٬۲۳۴ in Persian). */
export const formatNumber = (value: number, language: string = currentLanguage()): string =>
    new Intl.NumberFormat(formatLocaleOf(language)).format(value);
