// The layers stay one-way: the registry (resources/) and shared code (shared/) at the bottom, the
// console (src/) and the server (server/) above them side by side, codegen/ and build/ beside. A module may
// import only from its own layer or the ones below it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Data every layer may read: the contract, its documents and the texts. */
const DATA = ['schemas', 'locales'];

/** Top-level folder → the top-level folders its modules may import from (besides packages and DATA). */
const MAY_IMPORT: Record<string, readonly string[]> = {
    resources: ['resources', 'shared'],
    shared: ['shared', 'resources'],
    src: ['src', 'shared', 'resources'],
    server: ['server', 'shared', 'resources'],
    codegen: ['codegen', 'shared', 'resources'],
    // Build steps (Vite plugins) stand apart: they read the build's output, not the product's code.
    build: ['build'],
};

/** Unit tests may reach across (a console test checking the server's catalogue as its corpus). */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(full);
        return /\.(ts|tsx|mjs)$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
    });

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** `file: specifier` for every relative import of `layer` that leaves the layers it may use. */
function crossings(layer: string): string[] {
    const allowed = MAY_IMPORT[layer]!;
    return sourceFiles(path.join(root, layer)).flatMap(file =>
        [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
            .map(match => match[1]!)
            .filter(specifier => {
                const target = path.relative(root, path.resolve(path.dirname(file), specifier));
                const layer = target.split(path.sep)[0]!;
                return !allowed.includes(layer) && !DATA.includes(layer);
            })
            .map(specifier => `${path.relative(root, file)}: ${specifier}`),
    );
}

describe('one-way layers', () => {
    it.each(Object.keys(MAY_IMPORT))('%s/ imports only from its own layer and the ones below', layer => {
        expect(crossings(layer)).toEqual([]);
    });
});
