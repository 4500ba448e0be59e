import type { AlarmData, AlarmSeverity, AlarmStatus } from '../../shared/generated/api.gen';
import type { AlarmDataQuery } from '../alarms/alarmDataQuery';
import { alarmJson, type AlarmRow } from '../alarms/alarmJson';
import type { AlarmEvent } from '../alarms/alarmService';
import { statusesOfSearchList } from '../alarms/alarmStatus';
import type { Subscription, SubscriptionContext } from './context';
import { UnsupportedFilterError } from './entityQuery';
import { MAX_ENTITIES_PER_SUBSCRIPTION, SubscriptionError, v2Error, type AlarmDataCmd, type PageData } from './protocol';

/**
 * Whether an alarm, as it is now, belongs to the query's page link: ThingsBoard's
 * TbAlarmDataSubCtx.filter (time window, types, severities, statuses). ThingsBoard also drops every
 * change when the page link has no timeWindow; here no timeWindow means no time limit.
 */
export function matchesPageLink(alarm: AlarmRow, pageLink: AlarmDataQuery['pageLink'], now: number): boolean {
    if (pageLink.timeWindow && alarm.created_time < now - pageLink.timeWindow) return false;
    if (pageLink.typeList?.length && !pageLink.typeList.includes(alarm.type)) return false;
    if (pageLink.severityList?.length && !pageLink.severityList.includes(alarm.severity as AlarmSeverity)) return false;
    return statusesOfSearchList(pageLink.statusList).includes(alarm.status as AlarmStatus);
}

/**
 * One alarmDataCmd (reference §5), as ThingsBoard's TbAlarmDataSubCtx runs it: the query's page goes
 * out in one full `data` message; a change to an alarm on that page then goes out as an `update`
 * holding that alarm, or the page again when the alarm no longer matches the page link (acknowledged
 * under an UNACK filter); a new alarm of the query's entities that matches the page link, on the
 * first page, or one deleted from the page, sends the page again. Re-sending the command (same
 * cmdId) replaces the query.
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
        const pageLink = this.query.pageLink;
        const matches = event.kind === 'saved' && matchesPageLink(event.alarm, pageLink, Date.now());
        if (previous && matches) {
            // The alarm as it is now, seen through the same entity with the same latest values.
            const updated: AlarmData = { ...previous, ...alarmJson(event.alarm), originatorName: previous.originatorName, entityId: previous.entityId, latest: previous.latest };
            this.shown.set(event.alarm.id, updated);
            this.send(null, [updated]);
            return;
        }
        const concerned = pageLink.searchPropagatedAlarms ? event.entityIds.some(id => this.entityIds.has(id)) : this.entityIds.has(event.alarm.originator_id);
        if (previous || (matches && concerned && pageLink.page === 0)) await this.sendPage();
    }
}
