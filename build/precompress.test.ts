import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { filesNamedBy, precompressDirectory } from './precompress';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(dir => fs.rmSync(dir, { recursive: true, force: true })));

function write(dir: string, file: string, content: string | Buffer) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
}

describe('precompress', () => {
    it('writes a brotli and a gzip copy, each decoding to the file, beside every text file of 1 KB or more, and none beside the rest', async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
        dirs.push(dir);
        const script = 'export const greet = name => `hello ${name}`;\n'.repeat(200);
        write(dir, 'index.html', `<!doctype html><script type="module" src="/assets/boot-1a2b.js"></script>${'<p>…</p>'.repeat(200)}`);
        write(dir, 'assets/boot-1a2b.js', script);
        write(dir, 'assets/lazy-3c4d.css', '.a { color: red }\n'.repeat(100));
        write(dir, 'help/devices.md', '# Devices\n\nA device is a thing that reports telemetry.\n'.repeat(40));
        write(dir, 'assets/small-5e6f.js', 'export {};');
        write(dir, 'assets/photo.png', Buffer.alloc(4096, 7));

        const report = await precompressDirectory(dir);

        for (const file of ['index.html', 'assets/boot-1a2b.js', 'assets/lazy-3c4d.css', 'help/devices.md']) {
            const source = fs.readFileSync(path.join(dir, file));
            expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`)))).toEqual(source);
            expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`)))).toEqual(source);
        }
        for (const file of ['assets/small-5e6f.js', 'assets/photo.png']) {
            expect(fs.existsSync(path.join(dir, `${file}.br`))).toBe(false);
            expect(fs.existsSync(path.join(dir, `${file}.gz`))).toBe(false);
        }
        expect(report.files).toBe(4);
        expect(report.brotliBytes).toBeLessThan(report.bytes / 5);
    });

    it('knows the files a page names, the first screen, by their path in the output folder', () => {
        const html = '<link rel="stylesheet" href="/assets/boot-1.css"><script type="module" src="/assets/boot-2.js?v=1"></script><a href="https://example.com/x">x</a>';
        expect([...filesNamedBy(html, '/dist')]).toEqual(['/dist/assets/boot-1.css', '/dist/assets/boot-2.js']);
    });
});
