import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en_US/common.json';
import { LANGUAGE_CODES } from '../../../shared/i18n/languages';
import { flattenKeys, formatLocaleReport, localeReport } from '../../../shared/i18n/localeReport';
import { mergeMessages, type Messages } from './messages';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const readLocale = (locale: string): Messages | undefined => {
    const file = path.join(ROOT, 'locales', locale, 'common.json');
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
};

/** Keys written literally in the console's code: translate('x.y'), message: 'x.y', title: 'x.y'… */
/** Every English phrase: common.json (the sign-in bundle) and the console's feature, resource and generic-view files. */
const allEnglish: Messages = fs
    .readdirSync(path.join(ROOT, 'locales', 'en_US'))
    .filter(file => file.endsWith('.json'))
    .map(file => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', 'en_US', file), 'utf8')) as Messages)
    .reduce((merged, file) => mergeMessages(merged, file), {} as Messages);

/** MUI theme colours in sx props ('action.hover', 'error.main') look like keys but are not. */
const MUI_PALETTE_TOKEN = /^(common\.(white|black)|action\.(hover|selected|active|disabled|disabledBackground|focus)|\w+\.(main|light|dark|contrastText))$/;

const keysUsedInCode = (): string[] => {
    const sources: string[] = [];
    const walk = (dir: string) =>
        fs.readdirSync(dir, { withFileTypes: true }).forEach(entry => {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory() && entry.name !== 'generated' && entry.name !== 'generic' && entry.name !== 'data') walk(full);
            else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) sources.push(fs.readFileSync(full, 'utf8'));
        });
    walk(path.join(ROOT, 'src'));
    const namespaces = Object.keys(allEnglish).filter(name => name !== 'resources').join('|');
    const pattern = new RegExp(`['"]((?:${namespaces})\\.[a-z0-9-]+)['"]`, 'g');
    return [...new Set(sources.flatMap(source => [...source.matchAll(pattern)].map(match => match[1]!)))]
        .filter(key => !MUI_PALETTE_TOKEN.test(key))
        .sort();
};

describe('locale report', () => {
    const others = Object.fromEntries(
        LANGUAGE_CODES.filter(code => code !== 'en_US').map(code => [code, readLocale(code)])
    );
    const report = localeReport(english, others);
    const englishKeys = flattenKeys(english);

    it('lists, per language, the keys it lacks compared with en_US', () => {
        console.log(`\nLocale report (${englishKeys.length} keys in en_US):\n${formatLocaleReport(report, englishKeys.length)}`);
        expect(report).toHaveLength(19);
        expect(localeReport({ a: { b: 'x', c: 'y' } }, { xx: { a: { b: 'z', d: 'w' } }, yy: undefined })).toEqual([
            { locale: 'xx', missing: ['a.c'], stale: ['a.d'] },
            { locale: 'yy', missing: ['a.b', 'a.c'], stale: [] },
        ]);
    });

    it('en_US has every key the code uses', () => {
        const known = new Set(flattenKeys(allEnglish));
        expect(keysUsedInCode().filter(key => !known.has(key))).toEqual([]);
    });
});
