import { describe, expect, it } from 'vitest';
import { alarmWatchQuery } from './useAlarmPage';

const NOW = Date.UTC(2026, 10, 22, 12, 0);
const DAY = 86_400_000;

describe("an entity alarm table's live watch", () => {
    it("asks for the alarms since its window starts: ThingsBoard 3.3 reports no change without a timeWindow", () => {
        const query = alarmWatchQuery('DEVICE', 'd-1', { historyType: 'LAST_INTERVAL', timewindowMs: DAY }, NOW);
        expect(query).toMatchObject({
            entityFilter: { type: 'singleEntity', singleEntity: { entityType: 'DEVICE', id: 'd-1' } },
            pageLink: { page: 0, searchPropagatedAlarms: true, timeWindow: DAY },
        });
    });

    it('covers a fixed window in the past from its start up to now', () => {
        const window = { historyType: 'FIXED' as const, fixedTimewindow: { startTimeMs: NOW - 7 * DAY, endTimeMs: NOW - 6 * DAY } };
        expect(alarmWatchQuery('ASSET', 'a-1', window, NOW).pageLink.timeWindow).toBe(7 * DAY);
    });
});
