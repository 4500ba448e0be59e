import type { DeviceMessage } from './deviceProfileAlarmService';

/** How long a message evaluated by the device profile node waits for its own write to come back. */
const ECHO_TTL_MS = 5000;

/** A message's identity for matching: device, kind, and its keys (per timestamp for time series). */
function signatureOf(deviceId: string, message: DeviceMessage): string {
    if (message.kind !== 'timeseries') return `${deviceId}|${message.kind}|${[...message.keys].sort().join(',')}`;
    const byTs = new Map<number, string[]>();
    for (const entry of message.entries) byTs.set(entry.ts, [...(byTs.get(entry.ts) ?? []), entry.key]);
    const groups = [...byTs.entries()].sort(([a], [b]) => a - b).map(([ts, keys]) => `${ts}:${keys.sort().join(',')}`);
    return `${deviceId}|timeseries|${groups.join(';')}`;
}

/**
 * Device messages the rule engine's device profile node has already evaluated. The chain's save
 * nodes then write the same values, and that write must not be evaluated a second time (a
 * REPEATING rule would count it twice): the write's telemetry event consumes the entry instead.
 */
export class EvaluatedMessages {
    private readonly pending = new Map<string, number>();

    remember(deviceId: string, message: DeviceMessage, now = Date.now()): void {
        this.prune(now);
        this.pending.set(signatureOf(deviceId, message), now + ECHO_TTL_MS);
    }

    /** True (once) when the node evaluated this write already. */
    consume(deviceId: string, message: DeviceMessage, now = Date.now()): boolean {
        const signature = signatureOf(deviceId, message);
        const expires = this.pending.get(signature);
        if (expires === undefined) return false;
        this.pending.delete(signature);
        return expires >= now;
    }

    private prune(now: number): void {
        if (this.pending.size < 1000) return;
        for (const [signature, expires] of this.pending) if (expires < now) this.pending.delete(signature);
    }
}
