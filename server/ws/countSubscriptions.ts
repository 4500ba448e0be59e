import type { Subscription, SubscriptionContext } from './context';
import { UnsupportedFilterError } from './entityQuery';
import { keysOfFilters, passesKeyFilters, resolveDynamicValues, type KeyFilter } from './keyFilters';
import { readLatest } from './latestValues';
import { SubscriptionError, v2Error, type EntityCountCmd } from './protocol';

/** How many entities of the filter the caller may see and pass the key filters. */
async function countEntities(ctx: SubscriptionContext, query: NonNullable<EntityCountCmd['query']>): Promise<number> {
    const entities = ctx.resolver.resolve(ctx.caller, query.entityFilter);
    const filters = (query.keyFilters ?? []) as KeyFilter[];
    if (filters.length === 0) return entities.length;
    const dynamicValues = await resolveDynamicValues(filters, ctx.caller, ctx.telemetry);
    const keys = keysOfFilters(filters);
    let count = 0;
    for (const entity of entities) {
        if (passesKeyFilters(filters, await readLatest(ctx.telemetry, ctx.sources, entity, keys), dynamicValues)) count += 1;
    }
    return count;
}

/** entityCountCmds: the number of entities the query gives the caller, counted again on the refresh interval and sent when it changes. */
export async function subscribeCount(ctx: SubscriptionContext, cmd: EntityCountCmd): Promise<Subscription | null> {
    const query = cmd.query;
    if (!query?.entityFilter) {
        ctx.send(v2Error(cmd.cmdId, 'COUNT_DATA', SubscriptionError.BAD_REQUEST, 'Query is not defined!'));
        return null;
    }
    const send = (value: number) => ctx.send({ cmdId: cmd.cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: value });
    let last: number;
    try {
        last = await countEntities(ctx, query);
    } catch (error) {
        if (!(error instanceof UnsupportedFilterError)) throw error;
        ctx.send(v2Error(cmd.cmdId, 'COUNT_DATA', SubscriptionError.BAD_REQUEST, error.message));
        return null;
    }
    send(last);
    const timer = setInterval(() => {
        void countEntities(ctx, query).then(
            now => {
                if (now !== last) send((last = now));
            },
            () => undefined,
        );
    }, ctx.refreshMs());
    timer.unref();
    return { close: () => clearInterval(timer) };
}
