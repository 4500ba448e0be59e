import fs from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { parseCsv } from '../../../shared/csv';

/** A downloaded CSV: its name, whether it starts with the UTF-8 byte-order mark, and its records. */
export const readCsv = async (download: Download) => {
    const bytes = await fs.readFile((await download.path())!);
    return {
        fileName: download.suggestedFilename(),
        bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
        records: parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''), ',').map(record => record.fields!),
    };
};

/** Clicks an export button and reads the file the browser downloads. */
export const downloadCsv = async (page: Page, button: Locator) => {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    return readCsv(download);
};
