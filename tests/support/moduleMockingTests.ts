/**
 * Which test files replace modules (vi.mock / vi.doMock). Vitest's projects read it: a file that mocks
 * a module needs a module graph of its own (a module another file already imported would keep the
 * real one), while every other file of a tier can share its worker's modules and environment, which
 * saves importing React, MUI and react-admin and starting jsdom for each file again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MOCKS_A_MODULE = /\bvi\s*\.\s*(mock|doMock)\s*\(/;

/** Repository-relative paths of the files under `folder` whose name matches `testFile` and that mock a module. */
export function moduleMockingTests(root: string, folder: string, testFile: RegExp): string[] {
    return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter(file => testFile.test(file) && !file.split(path.sep).includes('node_modules'))
        .map(file => path.join(folder, file))
        .filter(file => MOCKS_A_MODULE.test(readFileSync(path.join(root, file), 'utf8')))
        .map(file => file.split(path.sep).join('/'))
        .sort();
}
