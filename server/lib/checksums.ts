import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { int32LittleEndianHex, toHex } from '../../shared/checksums/hex';
import { murmur3x64_128, murmur3x86_32 } from '../../shared/checksums/murmur3';
import type { ChecksumAlgorithm } from '../../shared/checksums';

export type { ChecksumAlgorithm };

const DIGESTS: Partial<Record<ChecksumAlgorithm, string>> = { MD5: 'md5', SHA256: 'sha256', SHA384: 'sha384', SHA512: 'sha512' };

/**
 * An OTA package's checksum (part2 §3.7), printed as ThingsBoard prints Guava's hashes. Node's own
 * digests and CRC32 are fastest; the Murmur3 hashes are the console's, so both sides agree.
 */
export function checksumOf(algorithm: ChecksumAlgorithm, data: Buffer): string {
    const digest = DIGESTS[algorithm];
    if (digest) return crypto.createHash(digest).update(data).digest('hex');
    if (algorithm === 'CRC32') return int32LittleEndianHex(zlib.crc32(data));
    if (algorithm === 'MURMUR3_32') return int32LittleEndianHex(murmur3x86_32(data));
    return toHex(murmur3x64_128(data));
}
