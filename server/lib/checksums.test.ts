import { describe, expect, it } from 'vitest';
import { checksumOf, murmur3x86_32, murmur3x64_128 } from './checksums';

describe('OTA checksums', () => {
    const hello = Buffer.from('hello');

    it('computes the digests in hex', () => {
        expect(checksumOf('MD5', hello)).toBe('5d41402abc4b2a76b9719d911017c592');
        expect(checksumOf('SHA256', hello)).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    });

    it('prints int hashes by their bytes as Guava does', () => {
        // CRC32("hello") = 0x3610a686
        expect(checksumOf('CRC32', hello)).toBe('86a61036');
    });

    it('matches the MurmurHash3 reference vectors', () => {
        expect(murmur3x86_32(Buffer.alloc(0))).toBe(0);
        expect(murmur3x86_32(Buffer.from('hello'))).toBe(0x248bfa47);
        expect(murmur3x86_32(Buffer.from('The quick brown fox jumps over the lazy dog'))).toBe(0x2e4ff723);
        // Guava: Hashing.murmur3_128().hashString("The quick brown fox jumps over the lazy dog", UTF_8)
        expect(murmur3x64_128(Buffer.from('The quick brown fox jumps over the lazy dog')).toString('hex')).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
        expect(murmur3x64_128(Buffer.alloc(0)).toString('hex')).toBe('00000000000000000000000000000000');
    });
});
