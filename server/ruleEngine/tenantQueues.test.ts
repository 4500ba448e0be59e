import { afterEach, describe, expect, it, vi } from 'vitest';
import { TenantQueues } from './tenantQueues';

/** A work that runs until the test lets it end. */
function gate() {
    let open!: () => void;
    const opened = new Promise<void>(resolve => (open = resolve));
    return { open, work: () => opened };
}

const queues = (maxQueued: number, admitWaitMs = 1000) => new TenantQueues({ maxQueued, admitWaitMs }, error => { throw error; });

afterEach(() => vi.useRealTimers());

describe('TenantQueues', () => {
    it("runs a tenant's work one after another and never makes another tenant wait", async () => {
        const q = queues(10);
        const order: string[] = [];
        const first = gate();
        void q.run('A', async () => {
            await first.work();
            order.push('A1');
        });
        const a2 = q.run('A', async () => void order.push('A2'));
        await q.run('B', async () => void order.push('B1'));
        expect(order).toEqual(['B1']);
        first.open();
        await a2;
        expect(order).toEqual(['B1', 'A1', 'A2']);
    });

    it('takes waiting device messages in the order they came once room frees, all of one offer together', async () => {
        const q = queues(3);
        const busy = gate();
        void q.run('A', busy.work);
        void q.run('A', async () => undefined);
        const order: number[] = [];
        const pair = q.offer('A', [async () => void order.push(1), async () => void order.push(2)]);
        const single = q.offer('A', [async () => void order.push(3)]);
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
        void q.run('A', busy.work);
        const ran = vi.fn(async () => undefined);
        const offered = q.offer('A', [ran]);
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
        void q.run('A', busy.work);
        void q.run('A', async () => undefined);
        const waiting = q.offer('A', [async () => undefined, async () => undefined]);
        expect(await q.offer('A', [async () => undefined])).toBeNull();
        expect(q.tryRun('A', async () => undefined)).toBeNull();
        busy.open();
        expect(await waiting).toHaveLength(2);
    });

    it('never refuses work of a message already taken (a delayed node’s output), even over the bound', async () => {
        const q = queues(1);
        const busy = gate();
        void q.run('A', busy.work);
        const later = q.run('A', async () => undefined);
        expect(q.sizeOf('A')).toBe(2);
        busy.open();
        await later;
        expect(q.idle).toBe(true);
    });
});
