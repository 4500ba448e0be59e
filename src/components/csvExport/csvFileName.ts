import { isoDate } from './isoDateTime';

/** `<name>-<yyyy-MM-dd>.csv`, the name kept to characters every file system takes. */
export const csvFileName = (name: string, ms: number = Date.now()): string =>
    `${name.trim().replace(/[\\/:*?"<>|\s]+/g, '-') || 'export'}-${isoDate(ms)}.csv`;
