/** How often a tenant's refusals are written to the log at most: a flood must not flood the log too. */
const LOG_EVERY_MS = 5000;

interface Counts {
    refused: number;
    dropped: number;
    loggedAt: number;
    timer: NodeJS.Timeout | null;
}

/**
 * The log of a full rule-engine queue, per tenant: the first refusal at once, then at most one
 * line every LOG_EVERY_MS with what was refused (device messages, never acknowledged) and dropped
 * (messages no device waits for: device state, alarm events, generator ticks) since the last line.
 */
export class RefusalLog {
    private readonly tenants = new Map<string, Counts>();

    constructor(private readonly warn: (text: string) => void) {}

    refused(tenantId: string, messages: number): void {
        this.add(tenantId, 'refused', messages);
    }

    dropped(tenantId: string): void {
        this.add(tenantId, 'dropped', 1);
    }

    private add(tenantId: string, kind: 'refused' | 'dropped', count: number): void {
        let counts = this.tenants.get(tenantId);
        if (!counts) {
            counts = { refused: 0, dropped: 0, loggedAt: 0, timer: null };
            this.tenants.set(tenantId, counts);
        }
        counts[kind] += count;
        if (counts.timer) return;
        const wait = counts.loggedAt + LOG_EVERY_MS - Date.now();
        if (wait <= 0) return this.write(tenantId, counts);
        counts.timer = setTimeout(() => this.write(tenantId, counts), wait);
        counts.timer.unref();
    }

    private write(tenantId: string, counts: Counts): void {
        this.warn(`Rule engine queue of tenant ${tenantId} is full: ${counts.refused} device messages refused (not acknowledged), ${counts.dropped} other messages dropped`);
        Object.assign(counts, { refused: 0, dropped: 0, loggedAt: Date.now(), timer: null });
    }
}
