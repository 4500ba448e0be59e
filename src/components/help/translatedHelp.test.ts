import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHelpService, LOCAL_HELP_BASE_URL } from './helpService';

const HELP_ROOT = path.resolve(__dirname, '../../../public/help');

/** Issue #27 point 5: the five most used pages' help in six languages; every other help falls back to en_US. */
const LANGUAGES = ['de_DE', 'es_ES', 'fr_FR', 'pt_BR', 'zh_CN', 'ru_RU'] as const;
const PAGES = ['devices', 'deviceProfiles', 'dashboards', 'rulechains', 'alarms', 'common/entity_list_basics'] as const;

const read = (language: string, helpId: string) => readFileSync(path.join(HELP_ROOT, language, `${helpId}.md`), 'utf8');
const includes = (text: string) => [...text.matchAll(/\{%\s*include\s+(\S+?)\s*%\}/g)].map(match => match[1]);
const codeBlocks = (text: string) => text.match(/```[\s\S]*?```/g) ?? [];
const helpIdsIn = (folder: string, prefix = ''): string[] =>
    readdirSync(folder).flatMap(name => {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) return helpIdsIn(full, `${prefix}${name}/`);
        return name.endsWith('.md') ? [`${prefix}${name.slice(0, -3)}`] : [];
    });

describe.each(LANGUAGES)('%s help', language => {
    it.each(PAGES)('has %s, written in the language, with the English one\'s includes and commands', helpId => {
        const text = read(language, helpId);
        const english = read('en_US', helpId);
        expect(text).not.toBe(english);
        expect(text.split('\n')[2]).not.toBe(english.split('\n')[2]); // the first sentence is translated, not only a word here and there
        expect(includes(text)).toEqual(includes(english));
        expect(codeBlocks(text)).toEqual(codeBlocks(english));
    });

    it('has no file en_US lacks (a help id of its own would never be opened)', () => {
        const english = new Set(helpIdsIn(path.join(HELP_ROOT, 'en_US')));
        expect(helpIdsIn(path.join(HELP_ROOT, language)).filter(helpId => !english.has(helpId))).toEqual([]);
    });
});

describe('help in a language', () => {
    const service = createHelpService({
        fetchText: async url => {
            const file = path.join(HELP_ROOT, url.slice(LOCAL_HELP_BASE_URL.length));
            return existsSync(file) ? readFileSync(file, 'utf8') : null;
        },
        helpBaseUrl: async () => LOCAL_HELP_BASE_URL,
    });

    it('includes the language\'s own list basics', async () => {
        const german = await service.content('de_DE', 'devices', 'missing');
        expect(german).toContain('## Geräte');
        expect(german).toContain('### Mit der Liste arbeiten');
    });

    it('falls back to English for a page or a language without a translation', async () => {
        expect(await service.content('de_DE', 'tenants', 'missing')).toBe(read('en_US', 'tenants').replace('{% include common/entity_list_basics %}', read('de_DE', 'common/entity_list_basics')));
        expect(await service.content('ka_GE', 'devices', 'missing')).toContain('## Devices');
    });
});
