/** How many messages a tenant may have queued, and how long a device's message may wait for room. */
export interface QueueLimits {
    /** Messages a tenant may have waiting in the rule engine (ThingsBoard's per-tenant queue bound). */
    maxQueued: number;
    /** How long a device's message waits for room in a full queue before it is refused. */
    admitWaitMs: number;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = { maxQueued: 10_000, admitWaitMs: 2000 };

type Work = () => Promise<void>;

interface Waiter {
    works: readonly Work[];
    admitted: (done: Array<Promise<void>> | null) => void;
    timer: NodeJS.Timeout;
}

interface Queue {
    tenantId: string;
    tail: Promise<void>;
    size: number;
    /** Device messages waiting for room, first come first served. */
    waiting: Waiter[];
    /** Messages held by the waiters: at most maxQueued, so waiting memory is bounded too. */
    waitingCount: number;
}

/**
 * The rule engine's per-tenant queues: a tenant's work runs one after another (messages of a
 * device keep their order), tenants never wait for each other, and no tenant holds more than
 * `maxQueued` messages. A device message that finds its tenant's queue full waits for room (its
 * device is not answered meanwhile, so MQTT stops reading that socket) and is refused once
 * `admitWaitMs` passed, never taken and then dropped.
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
     * Queues `works` together once the tenant's queue has room for all of them, waiting at most
     * admitWaitMs: the promises of each work's end, or null when refused.
     */
    offer(tenantId: string, works: readonly Work[]): Promise<Array<Promise<void>> | null> {
        const queue = this.queueOf(tenantId);
        if (queue.waiting.length === 0 && this.hasRoom(queue, works.length)) return Promise.resolve(works.map(work => this.append(queue, work)));
        if (queue.waitingCount + works.length > this.limits.maxQueued || works.length > this.limits.maxQueued) {
            this.forgetIfIdle(queue);
            return Promise.resolve(null);
        }
        return new Promise(admitted => {
            const waiter: Waiter = {
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
    tryRun(tenantId: string, work: Work): Promise<void> | null {
        const queue = this.queueOf(tenantId);
        if (queue.waiting.length > 0 || !this.hasRoom(queue, 1)) {
            this.forgetIfIdle(queue);
            return null;
        }
        return this.append(queue, work);
    }

    /** Queues work that belongs to a message already taken (a delayed or detached node's output): never refused. */
    run(tenantId: string, work: Work): Promise<void> {
        return this.append(this.queueOf(tenantId), work);
    }

    /** Resolves when every queue is empty. */
    async drained(): Promise<void> {
        while (this.queues.size > 0) await Promise.all([...this.queues.values()].map(queue => queue.tail));
    }

    get idle(): boolean {
        return this.queues.size === 0;
    }

    private queueOf(tenantId: string): Queue {
        let queue = this.queues.get(tenantId);
        if (!queue) {
            queue = { tenantId, tail: Promise.resolve(), size: 0, waiting: [], waitingCount: 0 };
            this.queues.set(tenantId, queue);
        }
        return queue;
    }

    private hasRoom(queue: Queue, count: number): boolean {
        return queue.size + count <= this.limits.maxQueued;
    }

    private append(queue: Queue, work: Work): Promise<void> {
        queue.size++;
        const run = queue.tail.then(work).catch(this.onError);
        queue.tail = run.finally(() => {
            queue.size--;
            this.admitWaiting(queue);
            this.forgetIfIdle(queue);
        });
        return queue.tail;
    }

    /** Room freed: the first waiters that now fit are queued, in the order they came. */
    private admitWaiting(queue: Queue): void {
        while (queue.waiting.length > 0 && this.hasRoom(queue, queue.waiting[0]!.works.length)) {
            const waiter = queue.waiting.shift()!;
            clearTimeout(waiter.timer);
            queue.waitingCount -= waiter.works.length;
            waiter.admitted(waiter.works.map(work => this.append(queue, work)));
        }
    }

    private forgetIfIdle(queue: Queue): void {
        if (queue.size === 0 && queue.waiting.length === 0 && this.queues.get(queue.tenantId) === queue) this.queues.delete(queue.tenantId);
    }
}
