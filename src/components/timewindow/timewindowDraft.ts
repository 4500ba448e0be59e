import { clampLimit, maxIntervalLimit, MIN_DATAPOINTS_LIMIT, minIntervalLimit } from '../../lib/time/aggregation';
import { settledEditorInterval } from '../../lib/time/timeIntervalParts';
import { HISTORY_TYPE, REALTIME_TYPE, TIMEWINDOW_TAB, type TimewindowModel } from '../../lib/time/timewindow';
import { historyWindowMs, realtimeWindowMs } from '../../lib/time/timewindowRange';

/** The inputs that can hold something that is not a value yet (an empty interval, a limit out of range). */
export type DraftInput = 'realtimeLast' | 'historyLast' | 'realtimeGroup' | 'historyGroup' | 'limit';

/** What the panel edits: the window, and which inputs hold no valid value right now. */
export interface TimewindowDraft {
    model: TimewindowModel;
    invalid: Partial<Record<DraftInput, boolean>>;
}

export interface DraftRules {
    /** The aggregation section is shown. */
    aggregation: boolean;
    quickIntervalOnly: boolean;
    maxDatapoints: number;
}

export const isValidLimit = (limit: number, maxDatapoints: number): boolean =>
    Number.isInteger(limit) && limit >= MIN_DATAPOINTS_LIMIT && limit <= maxDatapoints;

/**
 * The inputs that must hold a value: only those of the selected tab and radio choice (part2 §5.1),
 * the grouping interval of that tab unless the aggregation is NONE, and the limit when it is.
 */
export function requiredInputs({ model }: TimewindowDraft, rules: DraftRules): DraftInput[] {
    const required: DraftInput[] = [];
    const realtime = model.selectedTab === TIMEWINDOW_TAB.REALTIME;
    if (realtime && !rules.quickIntervalOnly && model.realtime.realtimeType === REALTIME_TYPE.LAST_INTERVAL) required.push('realtimeLast');
    if (!realtime && model.history.historyType === HISTORY_TYPE.LAST_INTERVAL) required.push('historyLast');
    if (rules.aggregation) {
        if (model.aggregation.type === 'NONE') required.push('limit');
        else required.push(realtime ? 'realtimeGroup' : 'historyGroup');
    }
    return required;
}

export function draftIsValid(draft: TimewindowDraft, rules: DraftRules): boolean {
    const valid = requiredInputs(draft, rules).every(input => !draft.invalid[input]);
    return valid && (!rules.aggregation || draft.model.aggregation.type !== 'NONE' || isValidLimit(draft.model.aggregation.limit, rules.maxDatapoints));
}

/** A grouping interval as its editor settles it for the window it groups (window/500 … window/7). */
const settledGroupInterval = (intervalMs: number, windowMs: number) =>
    settledEditorInterval(intervalMs, minIntervalLimit(windowMs), maxIntervalLimit(windowMs));

/**
 * What the panel starts from: the window as its inputs show it. The limit is clamped into 7 … max
 * datapoints and each grouping interval kept within its window's bounds (part2 §5.1), as the inputs
 * would do by themselves on opening; that alone is no change, so Update stays disabled.
 */
export function initialPanelModel(value: TimewindowModel, maxDatapoints: number): TimewindowModel {
    return {
        ...value,
        realtime: { ...value.realtime, interval: settledGroupInterval(value.realtime.interval, realtimeWindowMs(value.realtime)) },
        history: { ...value.history, interval: settledGroupInterval(value.history.interval, historyWindowMs(value.history)) },
        aggregation: { ...value.aggregation, limit: clampLimit(value.aggregation.limit, maxDatapoints) },
    };
}
