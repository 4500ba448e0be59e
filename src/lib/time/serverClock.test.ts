import { describe, expect, it, vi } from 'vitest';
import { createServerClock } from './serverClock';

describe('server clock', () => {
    it("measures the server's offset once, counting half the round trip", async () => {
        let local = 1_000_000;
        const clock = createServerClock(() => local);
        expect(clock.now()).toBe(1_000_000);
        const read = vi.fn(async () => {
            local += 200; // the answer takes 200 ms
            return 4_600_100; // the server read its clock halfway: an hour ahead
        });
        expect(await clock.sync(read)).toBe(3_600_000);
        expect(clock.now()).toBe(1_000_200 + 3_600_000);
        await clock.sync(read);
        expect(read).toHaveBeenCalledTimes(1);
    });

    it("keeps the browser's clock when the read fails, and tries again next time", async () => {
        const clock = createServerClock(() => 5000);
        await expect(clock.sync(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
        expect(clock.now()).toBe(5000);
        expect(await clock.sync(async () => 6000)).toBe(1000);
        expect(clock.now()).toBe(6000);
    });
});
