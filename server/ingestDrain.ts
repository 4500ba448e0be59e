import type { AppContext } from './context';

/** How long a clean shutdown waits for the rule engine's queues before it closes anyway. */
const DRAIN_LIMIT_MS = 10_000;

/**
 * Clean shutdown of ingest, once no device can send any more: the messages devices were answered
 * for go through their chains, and every point handed to the time-series writer is committed,
 * before the database closes. Generators stop first so the queues can empty.
 */
export async function drainIngest(ctx: AppContext, log: (text: string) => void): Promise<void> {
    ctx.ruleEngine.generators.stopAll();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<'limit'>(resolve => (timer = setTimeout(() => resolve('limit'), DRAIN_LIMIT_MS)));
    const drained = (async () => {
        await ctx.ruleEngine.settled();
        await ctx.alarmRules.settled();
        return 'drained' as const;
    })();
    if ((await Promise.race([drained, limit])) === 'limit') log(`Shutdown: the rule engine did not settle within ${DRAIN_LIMIT_MS} ms; closing anyway`);
    clearTimeout(timer);
    await ctx.telemetry.close();
}
