import type { AlarmDataQueries } from '../alarms/alarmDataQuery';
import type { AlarmService } from '../alarms/alarmService';
import type { AccessClaims } from '../auth/tokens';
import type { EntityAccess } from '../telemetry/entityAccess';
import type { TelemetryService } from '../telemetry/service';
import type { TimeseriesSources } from '../telemetry/timeseriesSource';
import type { EntityQueryResolver } from './entityQuery';

/** What a WebSocket subscription needs: the caller, the data, and a way to answer. */
export interface SubscriptionContext {
    caller: AccessClaims;
    telemetry: TelemetryService;
    /** Where each entity's time series are read from (entity views read their entity's). */
    sources: TimeseriesSources;
    access: EntityAccess;
    resolver: EntityQueryResolver;
    /** Alarm changes to follow, and the alarm data query that pages them. */
    alarms: AlarmService;
    alarmQueries: AlarmDataQueries;
    /** How often dynamic queries and counts are run again, read when a subscription starts. */
    refreshMs(): number;
    send(message: object): void;
}

/** A live subscription of a session; closing stops its updates. */
export interface Subscription {
    close(): void;
}
