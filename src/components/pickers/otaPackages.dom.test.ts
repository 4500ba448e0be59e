import { describe, expect, it } from 'vitest';
import { OTA_TEXTS, otaPackageLabel, shortenSearch } from './otaPackages';

describe('OTA packages', () => {
    it("shows a package as 'title (version)'", () => {
        expect(otaPackageLabel({ title: 'Firmware', version: '1.2' })).toBe('Firmware (1.2)');
    });

    it.each([
        ['', ''],
        ['abcdef', 'abcdef'],
        ['abcdefg', 'abcdef...'],
        ['thermostat-firmware', 'thermo...'],
    ])('shortens %j to %j in "no matching" texts', (text, shown) => {
        expect(shortenSearch(text)).toBe(shown);
    });

    it('has texts per update type', () => {
        expect(OTA_TEXTS.FIRMWARE.required).toBe('ota-update.assign-firmware-required');
        expect(OTA_TEXTS.SOFTWARE.noMatching).toBe('ota-update.no-software-matching');
    });
});
