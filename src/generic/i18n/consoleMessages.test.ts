import { describe, expect, it } from 'vitest';
import germanDevices from '../../../locales/de_DE/devices.json';
import { loadConsoleMessages } from './consoleMessages';

describe('console messages', () => {
    it('are every console file of the language, merged (not only common.json)', async () => {
        const german = await loadConsoleMessages('de_DE');
        expect(german.resources).toMatchObject(germanDevices.resources);
        expect(german).not.toHaveProperty('login'); // common.json's: the sign-in page already has it
    });

    it('are nothing for English, which ships with the console, or an unknown language', async () => {
        expect(await loadConsoleMessages('en_US')).toEqual({});
        expect(await loadConsoleMessages('xx_XX')).toEqual({});
    });
});
