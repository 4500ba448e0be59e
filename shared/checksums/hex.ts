export const toHex = (bytes: Uint8Array): string =>
    Array.from(bytes, byte => byte.toString(16).padStart(2, '0')).join('');

/** Guava prints an int hash by its bytes, least significant first (CRC32, MURMUR3_32). */
export const int32LittleEndianHex = (value: number): string => {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setUint32(0, value >>> 0, true);
    return toHex(bytes);
};
