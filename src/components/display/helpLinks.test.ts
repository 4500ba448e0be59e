import { describe, expect, it } from 'vitest';
import { registry } from '../../../resources';
import { HELP_FILE_IDS } from '../../generated/helpFiles.gen';
import { HELP_LINKS, helpLinkUrl } from './helpLinks';

describe('help links', () => {
    it('has a link for each registry entry with a help page, and none for a page the console lacks', () => {
        const documented = registry.map(resource => resource.helpId).filter(helpId => HELP_FILE_IDS.has(helpId));
        expect(documented.filter(helpId => !HELP_LINKS[helpId])).toEqual([]);
        expect(Object.keys(HELP_LINKS).filter(helpId => !HELP_FILE_IDS.has(helpId))).toEqual([]);
        // The two lists that are no registry entry: alarms, and the rule nodes' default.
        expect(Object.keys(HELP_LINKS).filter(helpId => !documented.includes(helpId)).sort()).toEqual(['alarms', 'ruleEngine']);
    });

    it.each([
        ['devices', HELP_LINKS.devices],
        ['http://docs.example/x', 'http://docs.example/x'],
        ['https://docs.example/y', 'https://docs.example/y'],
        ['{host}/help/page', 'https://console.example/help/page'],
        ['somethingElse', null],
        ['', null],
        [null, null],
    ])('%j opens %j', (helpId, url) => {
        expect(helpLinkUrl(helpId, 'https://console.example')).toBe(url);
    });
});
