import { describe, expect, it } from 'vitest';
import { checksumOf, crc32, md5, murmur3x64_128, murmur3x86_32, toHex } from './index';

const bytes = (text: string) => new TextEncoder().encode(text);
const hello = bytes('hello');
const fox = bytes('The quick brown fox jumps over the lazy dog');

describe('checksums', () => {
    it('computes MD5 (RFC 1321 vectors)', () => {
        expect(md5(bytes(''))).toBe('d41d8cd98f00b204e9800998ecf8427e');
        expect(md5(hello)).toBe('5d41402abc4b2a76b9719d911017c592');
        expect(md5(fox)).toBe('9e107d9d372bb6826bd81d3542a419d6');
        expect(md5(new Uint8Array(1000).fill(97))).toBe('cabe45dcc9ae5b66ba86600cca6b8ba8');
    });

    it('computes CRC32', () => {
        expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
        expect(crc32(new Uint8Array())).toBe(0);
    });

    it('matches the MurmurHash3 reference vectors', () => {
        expect(murmur3x86_32(new Uint8Array())).toBe(0);
        expect(murmur3x86_32(hello)).toBe(0x248bfa47);
        expect(murmur3x86_32(fox)).toBe(0x2e4ff723);
        expect(toHex(murmur3x64_128(fox))).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
        expect(toHex(murmur3x64_128(new Uint8Array()))).toBe('00000000000000000000000000000000');
    });

    it('prints what the server computes with Guava, per algorithm', async () => {
        expect(await checksumOf('MD5', hello)).toBe('5d41402abc4b2a76b9719d911017c592');
        expect(await checksumOf('SHA256', hello)).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
        expect(await checksumOf('SHA384', hello)).toHaveLength(96);
        expect(await checksumOf('SHA512', hello)).toHaveLength(128);
        expect(await checksumOf('CRC32', hello)).toBe('86a61036');
        expect(await checksumOf('MURMUR3_32', hello)).toBe('47fa8b24');
        expect(await checksumOf('MURMUR3_128', fox)).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
    });
});
