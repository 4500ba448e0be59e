import { crc32 } from './crc32';
import { int32LittleEndianHex, toHex } from './hex';
import { md5 } from './md5';
import { murmur3x64_128, murmur3x86_32 } from './murmur3';

/** The OTA checksum algorithms of part 2 §3.7. */
export type ChecksumAlgorithm = 'MD5' | 'SHA256' | 'SHA384' | 'SHA512' | 'CRC32' | 'MURMUR3_32' | 'MURMUR3_128';

const WEB_CRYPTO: Partial<Record<ChecksumAlgorithm, string>> = { SHA256: 'SHA-256', SHA384: 'SHA-384', SHA512: 'SHA-512' };

/**
 * The checksum ThingsBoard computes with Guava for the same bytes (hex; int hashes by their
 * bytes, least significant first), so the server accepts what the browser sends.
 */
export const checksumOf = async (algorithm: ChecksumAlgorithm, data: Uint8Array): Promise<string> => {
    const webCrypto = WEB_CRYPTO[algorithm];
    if (webCrypto) return toHex(new Uint8Array(await globalThis.crypto.subtle.digest(webCrypto, data as BufferSource)));
    switch (algorithm) {
        case 'MD5':
            return md5(data);
        case 'CRC32':
            return int32LittleEndianHex(crc32(data));
        case 'MURMUR3_32':
            return int32LittleEndianHex(murmur3x86_32(data));
        default:
            return toHex(murmur3x64_128(data));
    }
};

export { crc32, md5, murmur3x64_128, murmur3x86_32, toHex };
