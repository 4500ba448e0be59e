import { act, fireEvent, screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_TYPE, TIMEWINDOW_TAB, type Timewindow } from '../../../lib/time/timewindow';
import { DashboardTimewindowContext } from '../../runtime/DashboardTimewindowContext';
import { renderWidget, testWidget } from '../controls/WidgetTestBed';
import { DateRangeNavigator } from './DateRangeNavigator';
import { DATE_INTERVALS } from './dateRange';

/** A dashboard holding its window, as DashboardView does; `seen` records every window it was given. */
function showNavigator(settings: Record<string, unknown> = {}, start: Timewindow = { selectedTab: TIMEWINDOW_TAB.REALTIME }) {
    const seen: Timewindow[] = [];
    let setFromOutside: (next: Timewindow) => void = () => undefined;
    const Dashboard = () => {
        const [timewindow, setTimewindow] = useState<Timewindow | undefined>(start);
        setFromOutside = setTimewindow;
        return (
            <DashboardTimewindowContext.Provider value={{ timewindow, setTimewindow: next => { seen.push(next); setTimewindow(next); } }}>
                <DateRangeNavigator widget={testWidget('date', 'date_range_navigator', 'static', { settings })} snapshot={{ data: [], loading: false, error: null }} width={300} height={300} />
            </DashboardTimewindowContext.Provider>
        );
    };
    renderWidget(<Dashboard />);
    const fixed = () => seen.at(-1)!.history!.fixedTimewindow!;
    return { seen, fixed, setFromOutside: (next: Timewindow) => act(() => setFromOutside(next)) };
}

beforeEach(() => window.sessionStorage.clear());

describe('the date-range navigator', () => {
    it('sets the dashboard to a fixed week ending today, and names it', () => {
        const { seen, fixed } = showNavigator();
        expect(seen).toHaveLength(1);
        expect(seen[0]).toMatchObject({ selectedTab: TIMEWINDOW_TAB.HISTORY, history: { historyType: HISTORY_TYPE.FIXED } });
        expect(fixed().endTimeMs).toBe(DateTime.now().endOf('day').toMillis());
        expect(fixed().endTimeMs! - fixed().startTimeMs! + 1).toBe(DATE_INTERVALS.week);
        expect(screen.getByTestId('date-range-label')).toHaveTextContent(DateTime.now().toFormat('dd LLL yyyy'));
    });

    it('opens on the initial interval of its settings', () => {
        const { fixed } = showNavigator({ initialInterval: 'day' });
        expect(fixed().endTimeMs! - fixed().startTimeMs! + 1).toBe(DATE_INTERVALS.day);
        expect(screen.getByRole('combobox', { name: /^Interval/ })).toHaveTextContent('Day');
    });

    it('steps the window by the step size with the arrows', () => {
        const { fixed } = showNavigator();
        const first = { ...fixed() };
        fireEvent.click(screen.getByRole('button', { name: 'Next period' }));
        expect(fixed().startTimeMs).toBe(first.startTimeMs! + DATE_INTERVALS.day);
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Step size/ }));
        fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2 weeks' }));
        fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
        expect(fixed().startTimeMs).toBe(first.startTimeMs! + DATE_INTERVALS.day - DATE_INTERVALS.twoWeeks);
    });

    it('re-centres the window on its end when the interval changes', () => {
        const { fixed } = showNavigator();
        const end = fixed().endTimeMs!;
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Interval/ }));
        fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Month' }));
        expect(fixed()).toEqual({ startTimeMs: Math.round(end - DATE_INTERVALS.month / 2), endTimeMs: Math.round(end + DATE_INTERVALS.month / 2) });
    });

    it('shows a window set elsewhere (the toolbar), a custom interval as such', () => {
        const { setFromOutside } = showNavigator();
        const start = DateTime.fromISO('2026-03-10T00:00').toMillis();
        setFromOutside({ selectedTab: TIMEWINDOW_TAB.HISTORY, history: { historyType: HISTORY_TYPE.FIXED, fixedTimewindow: { startTimeMs: start, endTimeMs: start + 5 * 3_600_000 } } });
        expect(screen.getByTestId('date-range-label')).toHaveTextContent('10 Mar 2026');
        expect(screen.getByRole('combobox', { name: /^Interval/ })).toHaveTextContent('Custom interval');
    });

    it('comes back to the range the tab remembers, unless useSessionStorage is off', () => {
        window.sessionStorage.setItem('date-range', JSON.stringify({ start: 1_000_000, end: 2_000_000, name: 'x' }));
        const remembered = showNavigator();
        expect(remembered.fixed()).toEqual({ startTimeMs: 1_000_000, endTimeMs: 2_000_000 });
    });

    it('ignores the tab\'s memory when useSessionStorage is off', () => {
        window.sessionStorage.setItem('date-range', JSON.stringify({ start: 1_000_000, end: 2_000_000, name: 'x' }));
        const fresh = showNavigator({ useSessionStorage: false });
        expect(fresh.fixed().startTimeMs).not.toBe(1_000_000);
    });

    it('hides the picker, interval, step size and labels as set', () => {
        showNavigator({ hidePicker: true, hideInterval: true, hideStepSize: true });
        expect(screen.queryByRole('button', { name: 'Choose the date range' })).toBeNull();
        expect(screen.queryByRole('combobox')).toBeNull();
        expect(screen.getByTestId('date-range-label')).toBeInTheDocument();
    });

    it('names its selects for screen readers when their labels are hidden', () => {
        showNavigator({ hideLabels: true });
        expect(screen.queryByText('Step size')).toBeNull();
        expect(screen.getByRole('combobox', { name: /Step size/ })).toBeInTheDocument();
    });

    it('applies a quick range from the picker\'s templates', () => {
        const { fixed } = showNavigator({ showTemplate: true });
        fireEvent.click(screen.getByRole('button', { name: 'Choose the date range' }));
        fireEvent.click(within(screen.getByRole('dialog', { name: 'Choose the date range' })).getByRole('button', { name: 'Yesterday' }));
        const yesterday = DateTime.now().minus({ days: 1 });
        expect(fixed()).toEqual({ startTimeMs: yesterday.startOf('day').toMillis(), endTimeMs: yesterday.endOf('day').toMillis() });
    });
});
