import type { AlarmData } from '../../src/generated/api.gen';
import type { AlarmDataQuery } from '../alarms/alarmDataQuery';
import { alarmJson } from '../alarms/alarmJson';
import type { AlarmEvent } from '../alarms/alarmService';
import type { Subscription, SubscriptionContext } from './context';
import { UnsupportedFilterError } from './entityQuery';
import { MAX_ENTITIES_PER_SUBSCRIPTION, SubscriptionError, v2Error, type AlarmDataCmd, type PageData } from './protocol';

/**
 * One alarmDataCmd (reference §5), as ThingsBoard's TbAlarmDataSubCtx runs it: the query's page goes
 * out in one full `data` message; a change to an alarm on that page then goes out as an `update`
 * holding that alarm; a new alarm of the query's entities, or one deleted from the page, sends the
 * page again. Re-sending the command (same cmdId) replaces the query.
 */
export class AlarmDataSubscription implements Subscription {
    private query: AlarmDataQuery | null = null;
    private shown = new Map<string, AlarmData>();
    private entityIds: ReadonlySet<string> = new Set();
    private totalEntities = 0;
    private stopListening: (() => void) | null = null;
    /** Events are handled one after another, so a page sent again never overtakes a later update. */
    private queue: Promise<void> = Promise.resolve();

    constructor(
        private readonly ctx: SubscriptionContext,
        readonly cmdId: number,
    ) {}

    close(): void {
        this.stopListening?.();
        this.stopListening = null;
    }

    async handle(cmd: AlarmDataCmd): Promise<void> {
        if (!cmd.query?.entityFilter || !cmd.query.pageLink) {
            this.ctx.send(v2Error(this.cmdId, 'ALARM_DATA', SubscriptionError.BAD_REQUEST, 'Query is not defined!'));
            return;
        }
        this.query = cmd.query as AlarmDataQuery;
        try {
            await this.sendPage();
        } catch (error) {
            if (!(error instanceof UnsupportedFilterError)) throw error;
            this.ctx.send(v2Error(this.cmdId, 'ALARM_DATA', SubscriptionError.BAD_REQUEST, error.message));
            return;
        }
        this.stopListening ??= this.ctx.alarms.listen(event => {
            this.queue = this.queue.then(() => this.onEvent(event)).catch(() => undefined);
        });
    }

    private async sendPage(): Promise<void> {
        const result = await this.ctx.alarmQueries.find(this.ctx.caller, this.query!);
        this.shown = new Map(result.page.data.map(alarm => [alarm.id.id, alarm]));
        this.entityIds = result.entityIds;
        this.totalEntities = result.totalEntities;
        this.send(result.page, null);
    }

    private send(data: PageData<AlarmData> | null, update: AlarmData[] | null): void {
        this.ctx.send({
            cmdId: this.cmdId,
            errorCode: 0,
            errorMsg: null,
            cmdUpdateType: 'ALARM_DATA',
            data,
            update,
            allowedEntities: MAX_ENTITIES_PER_SUBSCRIPTION,
            totalEntities: this.totalEntities,
        });
    }

    private async onEvent(event: AlarmEvent): Promise<void> {
        if (!this.query || event.alarm.tenant_id !== this.ctx.caller.tenantId) return;
        const previous = this.shown.get(event.alarm.id);
        if (previous && event.kind === 'saved') {
            // The alarm as it is now, seen through the same entity with the same latest values.
            const updated: AlarmData = { ...previous, ...alarmJson(event.alarm), originatorName: previous.originatorName, entityId: previous.entityId, latest: previous.latest };
            this.shown.set(event.alarm.id, updated);
            this.send(null, [updated]);
            return;
        }
        const concerned = this.query.pageLink.searchPropagatedAlarms ? event.entityIds.some(id => this.entityIds.has(id)) : this.entityIds.has(event.alarm.originator_id);
        if (previous || (event.kind === 'saved' && concerned)) await this.sendPage();
    }
}
