import { describe, expect, it } from 'vitest';
import { checksumOf as consoleChecksumOf, type ChecksumAlgorithm } from '../../shared/checksums';
import { checksumOf } from './checksums';

const ALGORITHMS: ChecksumAlgorithm[] = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'];

describe('OTA checksums', () => {
    const hello = Buffer.from('hello');
    const fox = Buffer.from('The quick brown fox jumps over the lazy dog');

    it('prints them as ThingsBoard does with Guava', () => {
        expect(checksumOf('MD5', hello)).toBe('5d41402abc4b2a76b9719d911017c592');
        expect(checksumOf('SHA256', hello)).toBe('2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
        // CRC32("hello") = 0x3610a686, printed least significant byte first
        expect(checksumOf('CRC32', hello)).toBe('86a61036');
        expect(checksumOf('MURMUR3_32', hello)).toBe('47fa8b24');
        expect(checksumOf('MURMUR3_128', fox)).toBe('6c1b07bc7bbc4be347939ac4a93c437a');
    });

    it.each(ALGORITHMS)('agrees with the checksum the console computes before upload (%s)', async algorithm => {
        const data = Buffer.from(Array.from({ length: 1037 }, (_, i) => (i * 31) % 256));
        expect(checksumOf(algorithm, data)).toBe(await consoleChecksumOf(algorithm, new Uint8Array(data)));
    });
});
