import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, zipArchive } from './zipArchive';

/** The entries of an archive read through its central directory, as an unzip tool reads it. */
function readZip(archive: Uint8Array): Array<{ name: string; text: string; crc: number }> {
    const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
    const end = archive.length - 22;
    expect(view.getUint32(end, true)).toBe(0x06054b50);
    const count = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    const decoder = new TextDecoder();
    return Array.from({ length: count }, () => {
        expect(view.getUint32(at, true)).toBe(0x02014b50);
        const nameLength = view.getUint16(at + 28, true);
        const size = view.getUint32(at + 24, true);
        const local = view.getUint32(at + 42, true);
        const name = decoder.decode(archive.subarray(at + 46, at + 46 + nameLength));
        expect(view.getUint32(local, true)).toBe(0x04034b50);
        const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
        const entry = { name, text: decoder.decode(archive.subarray(dataAt, dataAt + size)), crc: view.getUint32(at + 16, true) };
        at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
        return entry;
    });
}

describe('zip archive', () => {
    it("computes ZIP's CRC-32", () => {
        const bytes = new TextEncoder().encode('The quick brown fox jumps over the lazy dog');
        expect(crc32(bytes)).toBe(0x414fa339);
        expect(crc32(bytes)).toBe(nodeCrc32(bytes));
    });

    it('stores each file with its UTF-8 name, size and CRC, found through the central directory', () => {
        const files = { 'tb_gateway.yaml': 'thingsboard:\n  host: "tb.example"\n', 'mqtt broker.json': '{"broker": {"name": "Брокер"}}', 'empty.txt': '' };
        const entries = readZip(zipArchive(files));
        expect(entries.map(({ name, text }) => [name, text])).toEqual(Object.entries(files));
        for (const entry of entries) expect(entry.crc).toBe(nodeCrc32(new TextEncoder().encode(entry.text)));
    });

    it.runIf(process.platform === 'linux' && hasPython())('opens in an independent ZIP reader (Python zipfile, which checks every CRC)', () => {
        const dir = mkdtempSync(join(tmpdir(), 'zip-'));
        writeFileSync(join(dir, 'a.zip'), zipArchive({ 'a.txt': 'alpha', 'dir/b.json': '{"b": 2}' }));
        const listing = execFileSync('python3', ['-c', 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(";".join(n + "=" + z.read(n).decode() for n in z.namelist()))', join(dir, 'a.zip')]).toString().trim();
        expect(listing).toBe('a.txt=alpha;dir/b.json={"b": 2}');
        expect(readFileSync(join(dir, 'a.zip')).length).toBeGreaterThan(0);
    });
});

function hasPython(): boolean {
    try {
        execFileSync('python3', ['--version']);
        return true;
    } catch {
        return false;
    }
}
