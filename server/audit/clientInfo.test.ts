import { describe, expect, it } from 'vitest';
import { clientInfo } from './clientInfo';

describe('client info of sign-in entries', () => {
    it('names the browser with its version, the OS and the device', () => {
        const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';
        expect(clientInfo('10.0.0.5', chrome)).toEqual({ clientAddress: '10.0.0.5', browser: 'Chrome 120.0.6099.71', os: 'Linux', device: 'Computer' });
        const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
        expect(clientInfo('::1', iphone)).toMatchObject({ browser: 'Safari 17.0', os: 'iOS', device: 'iPhone' });
        const edge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61';
        expect(clientInfo('::1', edge)).toMatchObject({ browser: 'Edge 120.0.2210.61', os: 'Windows' });
    });

    it('says Unknown for what it cannot read', () => {
        expect(clientInfo('::1', undefined)).toEqual({ clientAddress: '::1', browser: 'Unknown', os: 'Unknown', device: 'Computer' });
    });
});
