/**
 * A ZIP archive of text files, stored without compression (the files are a few kilobytes of
 * configuration): local headers, the files, a central directory and its end record, as the ZIP
 * format (APPNOTE 6.3) writes them, with UTF-8 names (flag bit 11). Any unzip tool opens it.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_entry, index) => {
    let crc = index;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    return crc >>> 0;
});

/** The CRC-32 (IEEE 802.3) of bytes, as ZIP stores it. */
export function crc32(bytes: Uint8Array): number {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
}

/** DOS date and time of a moment, as ZIP headers store them. */
function dosDateTime(date: Date): { time: number; date: number } {
    return {
        time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
        date: ((Math.max(1980, date.getFullYear()) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
    };
}

const UTF8_NAMES = 0x0800;

/** The archive of `files` (name → text), each written in UTF-8, in the order given. */
export function zipArchive(files: Record<string, string>, modified = new Date()): Uint8Array<ArrayBuffer> {
    const encoder = new TextEncoder();
    const stamp = dosDateTime(modified);
    const locals: Uint8Array[] = [];
    const centrals: Uint8Array[] = [];
    let offset = 0;
    for (const [fileName, text] of Object.entries(files)) {
        const name = encoder.encode(fileName);
        const data = encoder.encode(text);
        const crc = crc32(data);
        const local = new Uint8Array(30 + name.length + data.length);
        const header = new DataView(local.buffer);
        header.setUint32(0, 0x04034b50, true);
        header.setUint16(4, 20, true); // version needed: 2.0
        header.setUint16(6, UTF8_NAMES, true);
        header.setUint16(8, 0, true); // stored
        header.setUint16(10, stamp.time, true);
        header.setUint16(12, stamp.date, true);
        header.setUint32(14, crc, true);
        header.setUint32(18, data.length, true);
        header.setUint32(22, data.length, true);
        header.setUint16(26, name.length, true);
        local.set(name, 30);
        local.set(data, 30 + name.length);
        const central = new Uint8Array(46 + name.length);
        const entry = new DataView(central.buffer);
        entry.setUint32(0, 0x02014b50, true);
        entry.setUint16(4, 20, true); // made by: 2.0
        entry.setUint16(6, 20, true);
        entry.setUint16(8, UTF8_NAMES, true);
        entry.setUint16(10, 0, true);
        entry.setUint16(12, stamp.time, true);
        entry.setUint16(14, stamp.date, true);
        entry.setUint32(16, crc, true);
        entry.setUint32(20, data.length, true);
        entry.setUint32(24, data.length, true);
        entry.setUint16(28, name.length, true);
        entry.setUint32(42, offset, true);
        central.set(name, 46);
        locals.push(local);
        centrals.push(central);
        offset += local.length;
    }
    const directorySize = centrals.reduce((sum, central) => sum + central.length, 0);
    const end = new Uint8Array(22);
    const record = new DataView(end.buffer);
    record.setUint32(0, 0x06054b50, true);
    record.setUint16(8, centrals.length, true);
    record.setUint16(10, centrals.length, true);
    record.setUint32(12, directorySize, true);
    record.setUint32(16, offset, true);
    const archive = new Uint8Array(offset + directorySize + end.length);
    let at = 0;
    for (const part of [...locals, ...centrals, end]) {
        archive.set(part, at);
        at += part.length;
    }
    return archive;
}
