import type { Subscription, SubscriptionContext } from './context';
import { UnsupportedFilterError } from './entityQuery';
import { MAX_ENTITIES_PER_SUBSCRIPTION, SubscriptionError, v2Error, type AlarmDataCmd, type EntityCountCmd } from './protocol';

/** ThingsBoard re-counts on its dynamic page-link refresh interval. */
export const COUNT_REFRESH_MS = 60_000;

/** entityCountCmds: the number of entities the filter gives the caller, sent again when it changes. */
export function subscribeCount(ctx: SubscriptionContext, cmd: EntityCountCmd, refreshMs = COUNT_REFRESH_MS): Subscription | null {
    const filter = cmd.query?.entityFilter;
    if (!filter) {
        ctx.send(v2Error(cmd.cmdId, 'COUNT_DATA', SubscriptionError.BAD_REQUEST, 'Query is not defined!'));
        return null;
    }
    const count = () => ctx.resolver.resolve(ctx.caller, filter).length;
    const send = (value: number) => ctx.send({ cmdId: cmd.cmdId, errorCode: 0, errorMsg: null, cmdUpdateType: 'COUNT_DATA', count: value });
    let last: number;
    try {
        last = count();
    } catch (error) {
        if (!(error instanceof UnsupportedFilterError)) throw error;
        ctx.send(v2Error(cmd.cmdId, 'COUNT_DATA', SubscriptionError.BAD_REQUEST, error.message));
        return null;
    }
    send(last);
    const timer = setInterval(() => {
        const now = count();
        if (now !== last) send((last = now));
    }, refreshMs);
    timer.unref();
    return { close: () => clearInterval(timer) };
}

/** alarmDataCmds: alarms arrive with the alarms work; until then an empty page over the query's entities. */
export function answerAlarmData(ctx: SubscriptionContext, cmd: AlarmDataCmd): void {
    let totalEntities = 0;
    try {
        totalEntities = cmd.query ? ctx.resolver.resolve(ctx.caller, cmd.query.entityFilter).length : 0;
    } catch (error) {
        if (!(error instanceof UnsupportedFilterError)) throw error;
    }
    ctx.send({
        cmdId: cmd.cmdId,
        errorCode: 0,
        errorMsg: null,
        cmdUpdateType: 'ALARM_DATA',
        data: { data: [], totalPages: 0, totalElements: 0, hasNext: false },
        update: null,
        allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION,
        totalEntities,
    });
}
