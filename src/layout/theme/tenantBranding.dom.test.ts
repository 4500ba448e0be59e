import { describe, expect, it } from 'vitest';
import { readLogoFile } from './logoFile';
import { accentContrastWithWhite, brandingOf, isUsableAccent } from './tenantBranding';
import { TENANT_BRANDING_KEYS } from '../../../shared/tenantBrandingKeys';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('tenant branding', () => {
    it('reads the two attributes, and anything malformed as not set', () => {
        const entries = (accent: unknown, logo: unknown) => [
            { key: TENANT_BRANDING_KEYS.accentColor, value: accent },
            { key: TENANT_BRANDING_KEYS.logo, value: logo },
        ];
        expect(brandingOf(entries('#E91E63', PNG))).toEqual({ accentColor: '#e91e63', logo: PNG });
        expect(brandingOf(entries('', ''))).toEqual({ accentColor: null, logo: null });
        // Another tool may have written anything: no CSS injection, no script URLs in <img>.
        expect(brandingOf(entries('red; background: url(x)', 'javascript:alert(1)'))).toEqual({ accentColor: null, logo: null });
        expect(brandingOf(entries(42, 'data:text/html;base64,PHA+'))).toEqual({ accentColor: null, logo: null });
        expect(brandingOf([])).toEqual({ accentColor: null, logo: null });
    });

    it('refuses an accent below 3:1 against white', () => {
        expect(accentContrastWithWhite('#305680')).toBe(7.61);
        expect(isUsableAccent('#305680')).toBe(true);
        expect(isUsableAccent('#ff5722')).toBe(true); // 3.16:1 — the palette darkens it for text
        expect(isUsableAccent('#ffeb3b')).toBe(false); // yellow, 1.22:1
        expect(isUsableAccent('#4caf50')).toBe(false); // MUI green, 2.78:1
    });
});

describe('logo upload', () => {
    it('reads a PNG, SVG or JPEG up to 256 KB as a data URL', async () => {
        const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
        const result = await readLogoFile(svg);
        expect(result).toEqual({ logo: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    });

    it('refuses other types and larger files, saying how large', async () => {
        expect(await readLogoFile(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }))).toEqual({ error: 'admin.logo-wrong-type' });
        const large = new File([new Uint8Array(256 * 1024 + 1)], 'logo.png', { type: 'image/png' });
        expect(await readLogoFile(large)).toEqual({ error: 'admin.logo-too-large', sizeKb: 257 });
    });
});
