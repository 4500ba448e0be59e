import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { flattenKeys } from '../../../shared/i18n/localeReport';
import { routeOf } from '../../providers/data/resourceLookup';
import { mergeMessages, type Messages } from '../../providers/i18n/messages';
import { withResourceMessages } from './resourceMessages';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const flat = (messages: Messages): Map<string, string> => {
    const texts = new Map<string, string>();
    const walk = (node: Messages, prefix: string) =>
        Object.entries(node).forEach(([key, value]) => (typeof value === 'string' ? texts.set(prefix + key, value) : walk(value, `${prefix}${key}.`)));
    walk(messages, '');
    return texts;
};

/** The console's English as the en_US files say it (common.json ships with the sign-in page). */
const englishFiles = (): Map<string, string> =>
    flat(
        fs
            .readdirSync(path.join(ROOT, 'locales/en_US'))
            .filter(file => file.endsWith('.json') && file !== 'common.json')
            .map(file => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales/en_US', file), 'utf8')) as Messages)
            .reduce(mergeMessages, {}),
    );

const sourcesOf = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sourcesOf(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

/**
 * Issue #27: the generic views' texts lived in a TypeScript table (genericMessages.ts) that no
 * language could translate and the completeness test never saw. Now every English text of the
 * console is a key of an en_US file, and these tests keep it so.
 */
describe("the console's English texts", () => {
    it('are the en_US locale files and nothing else (a resource route repeats its resource)', () => {
        const files = englishFiles();
        const aliases = new Map(registry.filter(resource => routeOf(resource) !== resource.name).map(resource => [routeOf(resource), resource.name]));
        const notInFiles = [...flat(withResourceMessages({}))].filter(([key, text]) => {
            if (files.get(key) === text) return false;
            const [, route, rest] = /^resources\.([^.]+)\.(.+)$/.exec(key) ?? [];
            const name = route && aliases.get(route);
            return !(name && files.get(`resources.${name}.${rest}`) === text);
        });
        expect(notInFiles).toEqual([]);
    });

    it('include the generic views: detail tabs, entity actions, device credentials', () => {
        const keys = new Set(flattenKeys(withResourceMessages({})));
        for (const key of ['entity.latest-telemetry', 'entity.assign-to-customer', 'entity.make-public', 'device-credentials.manage', 'user-actions.activation-link', 'edge-actions.sync', 'ota-actions.package-file']) {
            expect(keys, key).toContain(key);
        }
    });

    it('are never a message table in the code: no module under src/ or shared/ declares one', () => {
        const tables = [...sourcesOf(path.join(ROOT, 'src')), ...sourcesOf(path.join(ROOT, 'shared'))].filter(file =>
            /\bconst \w*[Mm]essages\w*\s*(?::[^=]+)?=\s*\{/.test(fs.readFileSync(file, 'utf8')),
        );
        expect(tables.map(file => path.relative(ROOT, file))).toEqual([]);
    });
});
