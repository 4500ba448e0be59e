/** How many messages a tenant may have queued, how many run at once, and how long a device's message may wait for room. */
export interface QueueLimits {
    /** Messages a tenant may have waiting in the rule engine (ThingsBoard's per-tenant queue bound). */
    maxQueued: number;
    /** How long a device's message waits for room in a full queue before it is refused. */
    admitWaitMs: number;
    /**
     * Messages of one tenant processed at the same time, each of another originator (ThingsBoard's
     * SEQUENTIAL_BY_ORIGINATOR): while one waits for its time-series write on the writer thread,
     * the next ones run on the main thread.
     */
    maxInFlight: number;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = { maxQueued: 10_000, admitWaitMs: 2000, maxInFlight: 64 };

type Work = () => Promise<void>;

interface Waiter {
    key: string;
    works: readonly Work[];
    admitted: (done: Array<Promise<void>> | null) => void;
    timer: NodeJS.Timeout;
}

interface Queue {
    tenantId: string;
    /** Messages taken (waiting for their turn or running). */
    size: number;
    /** The end of the last taken work of each order key (originator): the next one of the key starts after it. */
    lanes: Map<string, Promise<void>>;
    /** Works running now: at most maxInFlight. */
    running: number;
    /** Works whose turn came, waiting for a free slot, first come first served. */
    ready: Array<() => void>;
    /** Device messages waiting for room, first come first served. */
    waiting: Waiter[];
    /** Messages held by the waiters: at most maxQueued, so waiting memory is bounded too. */
    waitingCount: number;
    /** Resolves when the queue has nothing left (it is then forgotten). */
    idle: Promise<void>;
    becameIdle: () => void;
}

/**
 * The rule engine's per-tenant queues. Works of one order key (a message's originator) run one
 * after another, so a device's messages keep their order; works of different keys of a tenant run
 * side by side, at most `maxInFlight` at once; tenants never wait for each other, and no tenant
 * holds more than `maxQueued` messages. A device message that finds its tenant's queue full waits
 * for room (its device is not answered meanwhile, so MQTT stops reading that socket) and is refused
 * once `admitWaitMs` passed, never taken and then dropped.
 */
export class TenantQueues {
    private readonly queues = new Map<string, Queue>();

    constructor(
        private readonly limits: QueueLimits,
        private readonly onError: (error: unknown) => void,
    ) {}

    /** Messages queued for a tenant (running included). */
    sizeOf(tenantId: string): number {
        return this.queues.get(tenantId)?.size ?? 0;
    }

    /**
     * Queues `works` of one key together, in their order, once the tenant's queue has room for all
     * of them, waiting at most admitWaitMs: the promises of each work's end, or null when refused.
     */
    offer(tenantId: string, key: string, works: readonly Work[]): Promise<Array<Promise<void>> | null> {
        const queue = this.queueOf(tenantId);
        if (queue.waiting.length === 0 && this.hasRoom(queue, works.length)) return Promise.resolve(works.map(work => this.append(queue, key, work)));
        if (queue.waitingCount + works.length > this.limits.maxQueued || works.length > this.limits.maxQueued) {
            this.forgetIfIdle(queue);
            return Promise.resolve(null);
        }
        return new Promise(admitted => {
            const waiter: Waiter = {
                key,
                works,
                admitted,
                timer: setTimeout(() => {
                    queue.waiting.splice(queue.waiting.indexOf(waiter), 1);
                    queue.waitingCount -= works.length;
                    this.forgetIfIdle(queue);
                    admitted(null);
                }, this.limits.admitWaitMs),
            };
            queue.waiting.push(waiter);
            queue.waitingCount += works.length;
        });
    }

    /** Queues one work if there is room (a message no device waits for: it is dropped when full); its end, or null. */
    tryRun(tenantId: string, key: string, work: Work): Promise<void> | null {
        const queue = this.queueOf(tenantId);
        if (queue.waiting.length > 0 || !this.hasRoom(queue, 1)) {
            this.forgetIfIdle(queue);
            return null;
        }
        return this.append(queue, key, work);
    }

    /** Queues work that belongs to a message already taken (a delayed node's output): never refused. */
    run(tenantId: string, key: string, work: Work): Promise<void> {
        return this.append(this.queueOf(tenantId), key, work);
    }

    /** Resolves when every queue is empty. */
    async drained(): Promise<void> {
        while (this.queues.size > 0) await Promise.all([...this.queues.values()].map(queue => queue.idle));
    }

    get idle(): boolean {
        return this.queues.size === 0;
    }

    private queueOf(tenantId: string): Queue {
        let queue = this.queues.get(tenantId);
        if (!queue) {
            let becameIdle!: () => void;
            const idle = new Promise<void>(resolve => (becameIdle = resolve));
            queue = { tenantId, size: 0, lanes: new Map(), running: 0, ready: [], waiting: [], waitingCount: 0, idle, becameIdle };
            this.queues.set(tenantId, queue);
        }
        return queue;
    }

    private hasRoom(queue: Queue, count: number): boolean {
        return queue.size + count <= this.limits.maxQueued;
    }

    private append(queue: Queue, key: string, work: Work): Promise<void> {
        queue.size++;
        const previous = queue.lanes.get(key);
        const done = (previous ? previous.then(() => this.runInSlot(queue, work)) : this.runInSlot(queue, work)).finally(() => {
            if (queue.lanes.get(key) === done) queue.lanes.delete(key);
            queue.size--;
            this.admitWaiting(queue);
            this.forgetIfIdle(queue);
        });
        queue.lanes.set(key, done);
        return done;
    }

    /** Runs a work once one of the tenant's maxInFlight slots is free; never rejects. */
    private async runInSlot(queue: Queue, work: Work): Promise<void> {
        if (queue.running < this.limits.maxInFlight) queue.running++;
        else await new Promise<void>(resolve => queue.ready.push(resolve));
        try {
            await work();
        } catch (error) {
            this.onError(error);
        } finally {
            // The slot passes straight to the next ready work, or frees.
            const next = queue.ready.shift();
            if (next) next();
            else queue.running--;
        }
    }

    /** Room freed: the first waiters that now fit are queued, in the order they came. */
    private admitWaiting(queue: Queue): void {
        while (queue.waiting.length > 0 && this.hasRoom(queue, queue.waiting[0]!.works.length)) {
            const waiter = queue.waiting.shift()!;
            clearTimeout(waiter.timer);
            queue.waitingCount -= waiter.works.length;
            waiter.admitted(waiter.works.map(work => this.append(queue, waiter.key, work)));
        }
    }

    private forgetIfIdle(queue: Queue): void {
        if (queue.size === 0 && queue.waiting.length === 0 && this.queues.get(queue.tenantId) === queue) {
            this.queues.delete(queue.tenantId);
            queue.becameIdle();
        }
    }
}
