import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantQueues } from './tenantQueues';

/** A work that runs until the test lets it end. */
function gate() {
    let open!: () => void;
    const opened = new Promise<void>(resolve => (open = resolve));
    return { open, work: () => opened };
}

const queues = (maxQueued: number, admitWaitMs = 1000, maxInFlight = 64) => new TenantQueues({ maxQueued, admitWaitMs, maxInFlight }, error => { throw error; });

afterEach(() => vi.useRealTimers());

describe('TenantQueues', () => {
    it("runs an originator's work one after another and never makes another tenant wait", async () => {
        const q = queues(10);
        const order: string[] = [];
        const first = gate();
        void q.run('A', 'd1', async () => {
            await first.work();
            order.push('A1');
        });
        const a2 = q.run('A', 'd1', async () => void order.push('A2'));
        await q.run('B', 'd1', async () => void order.push('B1'));
        expect(order).toEqual(['B1']);
        first.open();
        await a2;
        expect(order).toEqual(['B1', 'A1', 'A2']);
    });

    it('takes waiting device messages in the order they came once room frees, all of one offer together', async () => {
        const q = queues(3);
        const busy = gate();
        void q.run('A', 'd1', busy.work);
        void q.run('A', 'd1', async () => undefined);
        const order: number[] = [];
        const pair = q.offer('A', 'd1', [async () => void order.push(1), async () => void order.push(2)]);
        const single = q.offer('A', 'd1', [async () => void order.push(3)]);
        expect(q.sizeOf('A')).toBe(2);
        busy.open();
        const [taken, takenToo] = await Promise.all([pair, single]);
        expect(taken).toHaveLength(2);
        expect(takenToo).toHaveLength(1);
        await Promise.all([...taken!, ...takenToo!]);
        expect(order).toEqual([1, 2, 3]);
    });

    it('refuses a device message that found no room within admitWaitMs, and takes nothing of it', async () => {
        vi.useFakeTimers();
        const q = queues(1, 200);
        const busy = gate();
        void q.run('A', 'd1', busy.work);
        const ran = vi.fn(async () => undefined);
        const offered = q.offer('A', 'd1', [ran]);
        await vi.advanceTimersByTimeAsync(200);
        expect(await offered).toBeNull();
        busy.open();
        await q.drained();
        expect(ran).not.toHaveBeenCalled();
        expect(q.idle).toBe(true);
    });

    it('refuses at once when as many messages as the queue holds are already waiting', async () => {
        const q = queues(2);
        const busy = gate();
        void q.run('A', 'd1', busy.work);
        void q.run('A', 'd1', async () => undefined);
        const waiting = q.offer('A', 'd1', [async () => undefined, async () => undefined]);
        expect(await q.offer('A', 'd1', [async () => undefined])).toBeNull();
        expect(q.tryRun('A', 'd1', async () => undefined)).toBeNull();
        busy.open();
        expect(await waiting).toHaveLength(2);
    });

    it('never refuses work of a message already taken (a delayed node’s output), even over the bound', async () => {
        const q = queues(1);
        const busy = gate();
        void q.run('A', 'd1', busy.work);
        const later = q.run('A', 'd1', async () => undefined);
        expect(q.sizeOf('A')).toBe(2);
        busy.open();
        await later;
        expect(q.idle).toBe(true);
    });

    it("runs works of different originators side by side, at most maxInFlight at once, each originator's in order", async () => {
        const q = queues(100, 1000, 2);
        const order: string[] = [];
        const d1 = gate();
        const d2 = gate();
        void q.run('A', 'd1', async () => {
            await d1.work();
            order.push('d1 first');
        });
        const d1Second = q.run('A', 'd1', async () => void order.push('d1 second'));
        void q.run('A', 'd2', async () => {
            await d2.work();
            order.push('d2');
        });
        const d3 = q.run('A', 'd3', async () => void order.push('d3'));
        // d1 and d2 hold both slots: d3 waits although its originator has nothing running.
        await Promise.resolve();
        expect(order).toEqual([]);
        d2.open();
        await d3;
        expect(order).toEqual(['d2', 'd3']);
        d1.open();
        await d1Second;
        expect(order).toEqual(['d2', 'd3', 'd1 first', 'd1 second']);
        await q.drained();
        expect(q.idle).toBe(true);
    });

    it('keeps one originator in order while another one of its tenant runs ahead', async () => {
        const q = queues(100);
        const order: string[] = [];
        const slow = gate();
        const done = [
            q.run('A', 'slow', async () => {
                await slow.work();
                order.push('slow 1');
            }),
            q.run('A', 'slow', async () => void order.push('slow 2')),
            q.run('A', 'fast', async () => void order.push('fast 1')),
            q.run('A', 'fast', async () => void order.push('fast 2')),
        ];
        await done[3];
        expect(order).toEqual(['fast 1', 'fast 2']);
        slow.open();
        await Promise.all(done);
        expect(order).toEqual(['fast 1', 'fast 2', 'slow 1', 'slow 2']);
    });
});
