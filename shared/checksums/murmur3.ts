const C1_32 = 0xcc9e2d51;
const C2_32 = 0x1b873593;

const mix32 = (k: number) => Math.imul(((Math.imul(k, C1_32) << 15) | (Math.imul(k, C1_32) >>> 17)), C2_32);

const fmix32 = (value: number) => {
    let h = value;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
};

/** MurmurHash3 x86 32-bit, seed 0 (Guava's murmur3_32). */
export const murmur3x86_32 = (data: Uint8Array, seed = 0): number => {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    let h = seed | 0;
    const blocks = Math.floor(data.length / 4);
    for (let i = 0; i < blocks; i++) {
        h ^= mix32(view.getInt32(i * 4, true));
        h = (h << 13) | (h >>> 19);
        h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
    let k = 0;
    const tail = blocks * 4;
    const rest = data.length & 3;
    for (let i = rest - 1; i >= 0; i--) k ^= data[tail + i]! << (i * 8);
    if (rest > 0) h ^= mix32(k);
    h ^= data.length;
    return fmix32(h);
};

const MASK64 = (1n << 64n) - 1n;
const C1_64 = 0x87c37b91114253d5n;
const C2_64 = 0x4cf5ad432745937fn;
const rotl64 = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & MASK64;
const mul64 = (a: bigint, b: bigint) => (a * b) & MASK64;

const fmix64 = (value: bigint) => {
    let k = value;
    k ^= k >> 33n;
    k = mul64(k, 0xff51afd7ed558ccdn);
    k ^= k >> 33n;
    k = mul64(k, 0xc4ceb9fe1a85ec53n);
    return k ^ (k >> 33n);
};

/** MurmurHash3 x64 128-bit, seed 0 (Guava's murmur3_128): h1 then h2, each little-endian. */
export const murmur3x64_128 = (data: Uint8Array, seed = 0n): Uint8Array => {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    let h1 = seed;
    let h2 = seed;
    const blocks = Math.floor(data.length / 16);
    for (let i = 0; i < blocks; i++) {
        let k1 = view.getBigUint64(i * 16, true);
        let k2 = view.getBigUint64(i * 16 + 8, true);
        k1 = mul64(rotl64(mul64(k1, C1_64), 31n), C2_64);
        h1 ^= k1;
        h1 = (mul64(rotl64(h1, 27n) + h2, 1n) * 5n + 0x52dce729n) & MASK64;
        k2 = mul64(rotl64(mul64(k2, C2_64), 33n), C1_64);
        h2 ^= k2;
        h2 = (mul64(rotl64(h2, 31n) + h1, 1n) * 5n + 0x38495ab5n) & MASK64;
    }
    const tail = blocks * 16;
    let k1 = 0n;
    let k2 = 0n;
    const rest = data.length & 15;
    for (let i = rest - 1; i >= 8; i--) k2 ^= BigInt(data[tail + i]!) << BigInt((i - 8) * 8);
    if (rest > 8) {
        k2 = mul64(rotl64(mul64(k2, C2_64), 33n), C1_64);
        h2 ^= k2;
    }
    for (let i = Math.min(rest, 8) - 1; i >= 0; i--) k1 ^= BigInt(data[tail + i]!) << BigInt(i * 8);
    if (rest > 0) {
        k1 = mul64(rotl64(mul64(k1, C1_64), 31n), C2_64);
        h1 ^= k1;
    }
    const length = BigInt(data.length);
    h1 ^= length;
    h2 ^= length;
    h1 = (h1 + h2) & MASK64;
    h2 = (h2 + h1) & MASK64;
    h1 = fmix64(h1);
    h2 = fmix64(h2);
    h1 = (h1 + h2) & MASK64;
    h2 = (h2 + h1) & MASK64;
    const out = new Uint8Array(16);
    const outView = new DataView(out.buffer);
    outView.setBigUint64(0, h1, true);
    outView.setBigUint64(8, h2, true);
    return out;
};
