import { describe, expect, it } from 'vitest';
import { PacketSizeWatch } from './mqttConnectionLimits';

/** A packet: fixed header byte, remaining length as MQTT's variable-length integer, body. */
function packet(bodyBytes: number): Buffer {
    const length: number[] = [];
    let rest = bodyBytes;
    do {
        let byte = rest % 128;
        rest = Math.floor(rest / 128);
        if (rest > 0) byte |= 0x80;
        length.push(byte);
    } while (rest > 0);
    return Buffer.concat([Buffer.from([0x30, ...length]), Buffer.alloc(bodyBytes, 0x61)]);
}

describe('PacketSizeWatch', () => {
    it('follows packets across chunk borders and several packets in one chunk', () => {
        const watch = new PacketSizeWatch(200);
        const stream = Buffer.concat([packet(0), packet(127), packet(128), packet(200), packet(5)]);
        // Cut everywhere, the length bytes too.
        for (let at = 0; at < stream.length; at += 3) expect(watch.accept(stream.subarray(at, at + 3))).toBe(true);
    });

    it('refuses a packet declared over the limit at its length, before any of its body', () => {
        const watch = new PacketSizeWatch(200);
        expect(watch.accept(packet(200))).toBe(true);
        expect(watch.accept(packet(201).subarray(0, 3))).toBe(false);
        // 268,435,455 bytes, the most MQTT can declare, is refused at its fourth length byte.
        expect(new PacketSizeWatch(65_536).accept(Buffer.from([0x10, 0xff, 0xff, 0xff]))).toBe(false);
    });

    it('refuses a remaining length longer than four bytes', () => {
        expect(new PacketSizeWatch(Number.MAX_SAFE_INTEGER).accept(Buffer.from([0x10, 0x80, 0x80, 0x80, 0x80, 0x01]))).toBe(false);
    });
});
