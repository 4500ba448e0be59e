const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** ThingsBoard's edge routing key and secret: 20 random alphanumerics (part 1 §9). */
export const EDGE_KEY_LENGTH = 20;

export const randomKey = (length = EDGE_KEY_LENGTH, random: (bound: number) => number = secureRandom): string =>
    Array.from({ length }, () => ALPHANUMERIC[random(ALPHANUMERIC.length)]).join('');

function secureRandom(bound: number): number {
    // Rejection sampling keeps every character equally likely.
    const limit = Math.floor(256 / bound) * bound;
    const byte = new Uint8Array(1);
    do globalThis.crypto.getRandomValues(byte);
    while (byte[0]! >= limit);
    return byte[0]! % bound;
}
