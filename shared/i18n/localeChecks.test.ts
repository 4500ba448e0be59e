import { describe, expect, it } from 'vitest';
import { checkLocaleFile, mayStayEnglish, type ProblemKind } from './localeChecks';

const english = {
    device: {
        name: 'Name',
        title: 'Device |||| Devices',
        deleted: 'Device %{name} deleted',
        hint: 'Press <b>Save</b> to keep it',
        more: '+%{smart_count} more',
        protocol: 'MQTT',
        transport: 'HTTP+HTTPS',
        type: 'BASIC',
    },
};

const german = {
    device: {
        name: 'Name',
        title: 'Gerät |||| Geräte',
        deleted: 'Gerät %{name} gelöscht',
        hint: 'Mit <b>Speichern</b> behalten',
        more: '+%{smart_count} weiteres |||| +%{smart_count} weitere',
        protocol: 'MQTT',
        transport: 'HTTP+HTTPS',
        type: 'BASIC',
    },
};

const kinds = (translated: object | undefined, language: 'de_DE' | 'ja_JA' | 'sl_SI' = 'de_DE', same = ['Name']) =>
    checkLocaleFile(english, translated as never, language, new Set(same)).map(problem => `${problem.key} ${problem.kind}`);

const withDevice = (change: Record<string, string | undefined>) => ({
    device: Object.fromEntries(Object.entries({ ...german.device, ...change }).filter(([, text]) => text !== undefined)),
});

describe('locale checks', () => {
    it('pass a faithful translation', () => {
        expect(kinds(german)).toEqual([]);
    });

    it('report every key of a language that has no such file as missing', () => {
        expect(kinds(undefined)).toHaveLength(8);
    });

    it.each<[string, Record<string, string | undefined>, string, ProblemKind]>([
        ['a missing key', { deleted: undefined }, 'device.deleted', 'missing'],
        ['an extra key', { color: 'Farbe' }, 'device.color', 'extra'],
        ['a translated placeholder', { deleted: 'Gerät %{Name} gelöscht' }, 'device.deleted', 'placeholders'],
        ['a dropped placeholder', { deleted: 'Gerät gelöscht' }, 'device.deleted', 'placeholders'],
        ['a lost tag', { hint: 'Mit Speichern behalten' }, 'device.hint', 'tags'],
        ['an unclosed tag', { hint: 'Mit <b>Speichern behalten' }, 'device.hint', 'tags'],
        ['a missing plural form', { title: 'Geräte' }, 'device.title', 'plural-forms'],
        ['a plural where English has none', { protocol: 'MQTT |||| MQTT' }, 'device.protocol', 'plural-forms'],
        ['a text left in English', { deleted: 'Device %{name} deleted' }, 'device.deleted', 'english'],
    ])('catch %s', (_, change, key, kind) => {
        expect(kinds(withDevice(change))).toEqual([`${key} ${kind}`]);
    });

    it('count plural forms by the language: one in Japanese, four in Slovenian', () => {
        const japanese = withDevice({ title: 'デバイス', more: '他 %{smart_count} 件', name: '名前' });
        expect(kinds(japanese, 'ja_JA')).toEqual([]);
        expect(kinds(withDevice({ name: '名前' }), 'ja_JA')).toEqual(['device.title plural-forms', 'device.more plural-forms']);
        expect(kinds(withDevice({ title: 'a |||| b |||| c |||| d', more: '+%{smart_count}' }), 'sl_SI')).toEqual([]);
    });

    it('let a text stay English only where each of its words is one the language shares', () => {
        expect(kinds(german, 'de_DE', [])).toEqual(['device.name english']);
        expect(mayStayEnglish('Edge |||| Edges', new Set(['Edge', 'Edges']))).toBe(true);
        expect(mayStayEnglish('%{hour}: %{value}', new Set())).toBe(true);
        expect(mayStayEnglish('Efento NB-IoT', new Set())).toBe(true);
        expect(mayStayEnglish('Open the JSON file', new Set())).toBe(false);
    });
});
