import { MIN_DATAPOINTS_LIMIT } from '../../lib/time/aggregation';
import { HISTORY_TYPE, REALTIME_TYPE, TIMEWINDOW_TAB, type TimewindowModel } from '../../lib/time/timewindow';

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
