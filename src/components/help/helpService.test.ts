import { describe, expect, it, vi } from 'vitest';
import { createHelpService, isHelpId, LOCAL_HELP_BASE_URL, type HelpSource } from './helpService';

const NOT_FOUND = '## Not found';

/** Files by URL; every fetch is recorded. */
const sourceOf = (files: Record<string, string>, baseUrl: string | Error = LOCAL_HELP_BASE_URL) => {
    const source = {
        fetchText: vi.fn(async (url: string) => files[url] ?? null),
        helpBaseUrl: vi.fn(async () => {
            if (baseUrl instanceof Error) throw baseUrl;
            return baseUrl;
        }),
    } satisfies HelpSource;
    return source;
};

const quiet = { warn: () => undefined };

describe('help service', () => {
    it("loads the language's own file", async () => {
        const service = createHelpService(sourceOf({ '/help/de_DE/devices.md': '## Geräte', '/help/en_US/devices.md': '## Devices' }));
        expect(await service.content('de_DE', 'devices', NOT_FOUND)).toBe('## Geräte');
    });

    it('falls back to en_US when the language has no file, then to Not found', async () => {
        const source = sourceOf({ '/help/en_US/devices.md': '## Devices' });
        const service = createHelpService(source);
        expect(await service.content('ru_RU', 'devices', NOT_FOUND)).toBe('## Devices');
        expect(source.fetchText.mock.calls.map(([url]) => url)).toEqual(['/help/ru_RU/devices.md', '/help/en_US/devices.md']);
        expect(await service.content('ru_RU', 'nothing', NOT_FOUND)).toBe(NOT_FOUND);
        expect(await service.content('en_US', 'nothing', NOT_FOUND)).toBe(NOT_FOUND);
    });

    it("tries the server's help base URL first, then the copy bundled with the console", async () => {
        const source = sourceOf({ 'https://help.example/docs/en_US/a.md': 'remote', '/help/en_US/b.md': 'local' }, 'https://help.example/docs/');
        const service = createHelpService(source);
        expect(await service.content('en_US', 'a', NOT_FOUND)).toBe('remote');
        expect(await service.content('en_US', 'b', NOT_FOUND)).toBe('local');
        expect(source.fetchText).toHaveBeenCalledWith('https://help.example/docs/en_US/b.md');
        // The base URL is asked once.
        expect(source.helpBaseUrl).toHaveBeenCalledTimes(1);
    });

    it('uses the bundled files when the server cannot name a base URL', async () => {
        const service = createHelpService(sourceOf({ '/help/en_US/a.md': 'local' }, new Error('offline')));
        expect(await service.content('en_US', 'a', NOT_FOUND)).toBe('local');
    });

    it('substitutes ${helpBaseUrl} (where the file came from) and ${siteBaseUrl}', async () => {
        const service = createHelpService(sourceOf({ '/help/en_US/a.md': '![x](${helpBaseUrl}/images/x.png) [docs](${siteBaseUrl}/docs)' }), {
            siteBaseUrl: 'https://site.example',
        });
        expect(await service.content('en_US', 'a', NOT_FOUND)).toBe('![x](/help/images/x.png) [docs](https://site.example/docs)');
    });

    it('resolves includes recursively, in the same language with the same fallback', async () => {
        const service = createHelpService(
            sourceOf({
                '/help/en_US/page.md': '# Page\n{% include parts/args %}\nEnd',
                '/help/en_US/parts/args.md': 'Args: {% include parts/leaf %}.',
                '/help/en_US/parts/leaf.md': 'msg, metadata',
                '/help/de_DE/page.md': '# Seite\n{% include parts/args %}',
            })
        );
        expect(await service.content('en_US', 'page', NOT_FOUND)).toBe('# Page\nArgs: msg, metadata.\nEnd');
        expect(await service.content('de_DE', 'page', NOT_FOUND)).toBe('# Seite\nArgs: msg, metadata.');
    });

    it('shows Not found for an include that does not exist', async () => {
        const service = createHelpService(sourceOf({ '/help/en_US/page.md': 'Before {% include missing %} after' }));
        expect(await service.content('en_US', 'page', NOT_FOUND)).toBe(`Before ${NOT_FOUND} after`);
    });

    it('cuts include cycles instead of looping', async () => {
        const warn = vi.fn();
        const service = createHelpService(
            sourceOf({
                '/help/en_US/a.md': 'A[{% include b %}]',
                '/help/en_US/b.md': 'B[{% include a %}]',
                '/help/en_US/self.md': 'S[{% include self %}]',
            }),
            { warn }
        );
        expect(await service.content('en_US', 'a', NOT_FOUND)).toBe('A[B[]]');
        expect(await service.content('en_US', 'self', NOT_FOUND)).toBe('S[]');
        expect(warn).toHaveBeenCalledWith('Help include cycle: a → b → a');
        // Asked at the same time, the two sides of a cycle both finish.
        const [a, b] = await Promise.all([service.content('en_US', 'a', NOT_FOUND), service.content('en_US', 'b', NOT_FOUND)]);
        expect([a, b]).toEqual(['A[B[]]', 'B[A[]]']);
    });

    it('fetches a file once per language, including the en_US fallback', async () => {
        const source = sourceOf({ '/help/en_US/a.md': 'A {% include b %}', '/help/en_US/b.md': 'B' });
        const service = createHelpService(source, quiet);
        await service.content('en_US', 'a', NOT_FOUND);
        await service.content('en_US', 'a', NOT_FOUND);
        await service.content('en_US', 'b', NOT_FOUND);
        expect(source.fetchText).toHaveBeenCalledTimes(2);
        await service.content('fr_FR', 'a', NOT_FOUND);
        await service.content('fr_FR', 'a', NOT_FOUND);
        // fr_FR/a.md and fr_FR/b.md are asked once each; en_US's are cached.
        expect(source.fetchText).toHaveBeenCalledTimes(4);
    });

    it('asks again for a file that was missing (it may have been a network hiccup)', async () => {
        const files: Record<string, string> = {};
        const service = createHelpService(sourceOf(files));
        expect(await service.content('en_US', 'late', NOT_FOUND)).toBe(NOT_FOUND);
        files['/help/en_US/late.md'] = 'Here now';
        expect(await service.content('en_US', 'late', NOT_FOUND)).toBe('Here now');
    });

    it.each([
        ['devices', true],
        ['rulenode/filter_node_script_fn', true],
        ['widget/editor/widget_js_fn', true],
        ['../secrets', false],
        ['a/../b', false],
        ['https://evil.example/x', false],
        ['/absolute', false],
        ['', false],
    ])('%j is a help id: %s', (helpId, valid) => {
        expect(isHelpId(helpId)).toBe(valid);
    });

    it('never fetches an invalid help id', async () => {
        const source = sourceOf({});
        const service = createHelpService(source);
        expect(await service.content('en_US', '../../api/auth/user', NOT_FOUND)).toBe(NOT_FOUND);
        expect(source.fetchText).not.toHaveBeenCalled();
    });
});
