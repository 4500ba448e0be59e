import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as directional from './directionalIcons';

const SRC = path.resolve(import.meta.dirname, '../..');

const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });

/** Issue #27 (fa_IR): an icon that points along the line of reading is mirrored right to left. */
describe('directional icons', () => {
    it('are imported from directionalIcons, which mirrors them right to left, never straight from @mui/icons-material', () => {
        const names = Object.keys(directional);
        const direct = new RegExp(`from '@mui/icons-material/(${names.join('|')})'`);
        const offenders = sourceFiles(SRC)
            .filter(file => !file.endsWith('directionalIcons.tsx'))
            .filter(file => direct.test(readFileSync(file, 'utf8')))
            .map(file => path.relative(SRC, file));
        expect(offenders).toEqual([]);
    });
});
