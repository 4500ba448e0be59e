import { describe, expect, it } from 'vitest';
import { HELP_LINKS, helpLinkUrl } from './helpLinks';

describe('help links', () => {
    it('has a link for each documented list and the rule engine default', () => {
        expect(Object.keys(HELP_LINKS).sort()).toEqual(
            ['alarms', 'assets', 'customers', 'dashboards', 'deviceProfiles', 'devices', 'edges', 'entityViews', 'otaUpdates', 'resources', 'ruleEngine', 'rulechains', 'tenantProfiles', 'tenants', 'users', 'widgetsBundles'].sort()
        );
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
