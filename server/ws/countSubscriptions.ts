import type { Subscription, SubscriptionContext } from './context';
import { UnsupportedFilterError } from './entityQuery';
import { countEntityData } from './entityDataQuery';
import { SubscriptionError, v2Error, type EntityCountCmd } from './protocol';

const countEntities = (ctx: SubscriptionContext, query: NonNullable<EntityCountCmd['query']>) => countEntityData(ctx, ctx.caller, query);

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
