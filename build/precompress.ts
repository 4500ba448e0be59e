import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts other than TrueType come compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|md|txt|xml|ttf|wasm)$/;
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

/**
 * Brotli's best quality costs seconds per megabyte: spent on what the first screen waits for
 * (the files index.html names), while the rest (Monaco and its workers alone are 12 MB) gets
 * quality 9, within a few percent of it at a tenth of the time.
 */
const FIRST_SCREEN_QUALITY = 11;
const LAZY_QUALITY = 9;

export interface PrecompressReport {
    files: number;
    bytes: number;
    brotliBytes: number;
    gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter(entry => entry.isFile()).map(entry => path.join(entry.parentPath, entry.name));
}

/** The files a page names (`src="/…"`, `href="/…"`), as paths under `dir`. */
export function filesNamedBy(html: string, dir: string): Set<string> {
    return new Set([...html.matchAll(/\b(?:src|href)="\/([^"?#]+)[^"]*"/g)].map(match => path.join(dir, match[1]!)));
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `dir` of 1 KB or more (when
 * smaller than the file), so the server sends them as they are instead of compressing per request.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
    const indexHtml = await fs.readFile(path.join(dir, 'index.html'), 'utf8').catch(() => '');
    const firstScreen = filesNamedBy(indexHtml, dir);
    const files = (await filesUnder(dir)).filter(file => COMPRESSIBLE.test(file));
    const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
    // The zlib calls run on libuv's thread pool: all at once uses every core.
    await Promise.all(
        files.map(async file => {
            const source = await fs.readFile(file);
            if (source.length < MIN_BYTES) return;
            const quality = firstScreen.has(file) || file.endsWith('.html') ? FIRST_SCREEN_QUALITY : LAZY_QUALITY;
            const [br, gz] = await Promise.all([
                brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
                gzip(source, { level: 9 }),
            ]);
            if (br.length >= source.length && gz.length >= source.length) return;
            if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
            if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
            report.files += 1;
            report.bytes += source.length;
            report.brotliBytes += Math.min(br.length, source.length);
            report.gzipBytes += Math.min(gz.length, source.length);
        }),
    );
    return report;
}

/** The Vite build step: once everything (public/ included) is written, compress the output folder. */
export function precompress(): Plugin {
    let outDir = '';
    return {
        name: 'precompress',
        apply: 'build',
        configResolved(config) {
            outDir = path.resolve(config.root, config.build.outDir);
        },
        async closeBundle() {
            const started = Date.now();
            const report = await precompressDirectory(outDir);
            const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
            this.info(`precompressed ${report.files} files, ${mb(report.bytes)} → brotli ${mb(report.brotliBytes)}, gzip ${mb(report.gzipBytes)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        },
    };
}
