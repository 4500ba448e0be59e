import { fireEvent, render, screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timewindow } from '../../lib/time/timewindow';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { isTimewindowDisabled, TimewindowPicker, type TimewindowPickerProps } from './TimewindowPicker';
import { timewindowModel } from '../../lib/time/timewindow';

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const renderPicker = (props: Partial<TimewindowPickerProps> = {}) => {
    const onChange = vi.fn();
    const view = render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <TimewindowPicker value={undefined} onChange={onChange} maxDatapoints={500} {...props} />
            </AdminContext>
        </MemoryRouter>,
    );
    return { onChange, view };
};
const openPanel = () => {
    fireEvent.click(screen.getByRole('button', { name: /^Edit time window/ }));
    return screen.getByRole('dialog');
};
const pick = (combobox: string, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
    fireEvent.click(screen.getByRole('option', { name: option }));
};
const update = () => screen.getByRole('button', { name: 'Update' });

beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

describe('time-window control (part2 §2.4)', { timeout: 30_000 }, () => {
    it('shows the default window with its type prefix and, when set, the zone abbreviation', () => {
        renderPicker();
        expect(screen.getByRole('button', { name: 'Edit time window: Realtime - last 1 minute' })).toBeTruthy();
        const now = () => DateTime.fromISO('2026-07-01T12:00:00Z').toMillis();
        renderPicker({ value: { history: { quickInterval: 'YESTERDAY' }, timezone: 'Europe/Berlin' }, now });
        expect(screen.getByRole('button', { name: 'Edit time window: History - Yesterday CEST' }).textContent).toContain('CEST');
    });

    it('Realtime offers "last" and the current quick intervals only', () => {
        renderPicker();
        const panel = openPanel();
        expect(within(panel).getAllByRole('tab').map(tab => tab.textContent)).toEqual(['Realtime', 'History']);
        fireEvent.click(within(panel).getByRole('radio', { name: 'Interval' }));
        fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Interval' }));
        const options = screen.getAllByRole('option').map(option => option.textContent);
        expect(options).toHaveLength(11);
        expect(options.every(option => option?.startsWith('Current'))).toBe(true);
    });

    it('a realtime quick interval is stored as ThingsBoard stores it', () => {
        const { onChange } = renderPicker();
        openPanel();
        fireEvent.click(screen.getByRole('radio', { name: 'Interval' }));
        pick('Interval', 'Current hour');
        fireEvent.click(update());
        const stored = onChange.mock.calls[0]![0] as Timewindow;
        expect(stored).toMatchObject({ selectedTab: 0, realtime: { realtimeType: 1, quickInterval: 'CURRENT_HOUR', timewindowMs: 60_000 } });
        expect(stored.aggregation).toEqual({ type: 'AVG', limit: 250 });
    });

    it('switching tab alone is a change; History offers all quick intervals', () => {
        const { onChange } = renderPicker();
        openPanel();
        expect(update()).toHaveProperty('disabled', true);
        fireEvent.click(screen.getByRole('tab', { name: 'History' }));
        expect(update()).toHaveProperty('disabled', false);
        fireEvent.click(screen.getByRole('radio', { name: 'Interval' }));
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Interval' }));
        expect(screen.getAllByRole('option')).toHaveLength(18);
        fireEvent.click(screen.getByRole('option', { name: 'Previous week (Mon - Sun)' }));
        fireEvent.click(update());
        expect(onChange.mock.calls[0]![0]).toMatchObject({ selectedTab: 1, history: { historyType: 2, quickInterval: 'PREVIOUS_WEEK_ISO' } });
    });

    it('the advanced editor carries over and a zero total disables Update', () => {
        const { onChange } = renderPicker({ value: { realtime: { timewindowMs: 7 * 60_000 + 13_000 } } });
        openPanel();
        // 7 min 13 s is no predefined interval, so the editor opens in advanced mode.
        const seconds = screen.getByRole('spinbutton', { name: 'Seconds' });
        expect(seconds).toHaveProperty('value', '13');
        fireEvent.change(seconds, { target: { value: '75' } });
        expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveProperty('value', '8');
        expect(seconds).toHaveProperty('value', '15');
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes' }), { target: { value: '0' } });
        fireEvent.change(seconds, { target: { value: '0' } });
        expect(update()).toHaveProperty('disabled', true);
        expect(screen.getByText('Interval is required.')).toBeTruthy();
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours' }), { target: { value: '25' } });
        expect(screen.getByRole('spinbutton', { name: 'Days' })).toHaveProperty('value', '1');
        fireEvent.click(update());
        expect(onChange.mock.calls[0]![0]).toMatchObject({ realtime: { timewindowMs: 25 * HOUR } });
    });

    it('switching the editor to simple mode snaps to the nearest predefined interval', () => {
        renderPicker({ value: { realtime: { timewindowMs: 7 * 60_000 + 13_000 } } });
        openPanel();
        fireEvent.click(screen.getByRole('switch', { name: 'Advanced' }));
        expect(screen.getByRole('combobox', { name: 'Last' }).textContent).toBe('5 minutes');
    });

    it('aggregation: NONE shows the limit (7 … max datapoints), others the grouping interval bounded by the window', () => {
        const { onChange } = renderPicker({ aggregation: true, value: { history: { timewindowMs: DAY }, aggregation: { type: 'AVG', limit: 100 } } });
        openPanel();
        // A day allows 173 s … 12342 s: the choices are 5 minutes to 2 hours.
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Grouping interval' }));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['5 minutes', '10 minutes', '15 minutes', '30 minutes', '1 hour', '2 hours']);
        fireEvent.keyDown(screen.getAllByRole('option')[0]!, { key: 'Escape' });
        expect(screen.queryByRole('slider')).toBeNull();
        pick('Data aggregation function', 'None');
        const slider = screen.getByRole('slider');
        expect(slider.getAttribute('aria-valuemin')).toBe('7');
        expect(slider.getAttribute('aria-valuemax')).toBe('500');
        const limit = screen.getByRole('spinbutton', { name: 'Max values' });
        fireEvent.change(limit, { target: { value: '501' } });
        expect(update()).toHaveProperty('disabled', true);
        fireEvent.change(limit, { target: { value: '42' } });
        fireEvent.click(update());
        expect(onChange.mock.calls[0]![0]).toMatchObject({ aggregation: { type: 'NONE', limit: 42 } });
    });

    it('the grouping interval follows the window: a longer window moves it up to its new minimum', () => {
        const { onChange } = renderPicker({ aggregation: true, value: { history: { timewindowMs: DAY, interval: 5 * 60_000 } } });
        openPanel();
        expect(screen.getByRole('combobox', { name: 'Grouping interval' }).textContent).toBe('5 minutes');
        pick('Last', '30 days');
        // 30 days allow 5184 s … 370285 s: 5 minutes snaps to the nearest choice, 2 hours.
        expect(screen.getByRole('combobox', { name: 'Grouping interval' }).textContent).toBe('2 hours');
        fireEvent.click(update());
        expect(onChange.mock.calls[0]![0]).toMatchObject({ history: { timewindowMs: 30 * DAY, interval: 2 * HOUR } });
    });

    it('a loaded limit is clamped into range without counting as a change', () => {
        const { onChange } = renderPicker({ aggregation: true, value: { aggregation: { type: 'NONE', limit: 9000 } } });
        openPanel();
        expect(screen.getByRole('spinbutton', { name: 'Max values' })).toHaveProperty('value', '500');
        expect(update()).toHaveProperty('disabled', true);
        expect(onChange).not.toHaveBeenCalled();
    });

    it('a loaded grouping interval outside its window\'s bounds is kept within them without counting as a change', () => {
        // A day of history with the default 1 s grouping: the editor opens on the nearest choice above a day / 500.
        const { view } = renderPicker({ aggregation: true, value: { selectedTab: 1, history: { historyType: 0, timewindowMs: DAY } } });
        openPanel();
        expect(screen.getByRole('combobox', { name: 'Grouping interval' }).textContent).toBe('5 minutes');
        expect(update()).toHaveProperty('disabled', true);
        view.unmount();
        // Realtime: an hour grouped by 1 s.
        renderPicker({ aggregation: true, value: { realtime: { timewindowMs: HOUR, interval: 1000 }, aggregation: { type: 'AVG' } } });
        openPanel();
        expect(screen.getByRole('combobox', { name: 'Grouping interval' }).textContent).toBe('10 seconds');
        expect(update()).toHaveProperty('disabled', true);
    });

    it('edit mode: each hide checkbox disables its section and marks a change; outside edit mode hidden sections are gone', () => {
        const { onChange, view } = renderPicker({ isEdit: true, aggregation: true, timezone: true, value: { aggregation: { type: 'NONE', limit: 100 } } });
        openPanel();
        fireEvent.click(screen.getByRole('checkbox', { name: 'Hide Interval' }));
        expect(screen.getByRole('radio', { name: 'Last' })).toHaveProperty('disabled', true);
        expect(update()).toHaveProperty('disabled', false);
        fireEvent.click(screen.getByRole('checkbox', { name: 'Hide Aggregation' }));
        expect(screen.getByRole('combobox', { name: 'Data aggregation function' }).getAttribute('aria-disabled')).toBe('true');
        fireEvent.click(screen.getByRole('checkbox', { name: 'Hide Max values' }));
        expect(screen.getByRole('spinbutton', { name: 'Max values' })).toHaveProperty('disabled', true);
        fireEvent.click(screen.getByRole('checkbox', { name: 'Hide Timezone' }));
        expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveProperty('disabled', true);
        fireEvent.click(update());
        const stored = onChange.mock.calls[0]![0] as Timewindow;
        expect(stored).toMatchObject({ hideInterval: true, hideAggregation: true, hideAggInterval: true, hideTimezone: true });
        view.unmount();

        // Outside edit mode everything is hidden, so the control does not open.
        renderPicker({ aggregation: true, timezone: true, value: stored });
        expect(screen.getByRole('button', { name: /^Edit time window/ })).toHaveProperty('disabled', true);
    });

    it('outside edit mode a hidden section is not shown', () => {
        renderPicker({ aggregation: true, timezone: true, value: { hideTimezone: true, hideAggregation: true } });
        openPanel();
        expect(screen.queryByRole('combobox', { name: 'Timezone' })).toBeNull();
        expect(screen.queryByRole('combobox', { name: 'Data aggregation function' })).toBeNull();
        expect(screen.queryByRole('checkbox', { name: /^Hide/ })).toBeNull();
        expect(screen.getByRole('combobox', { name: 'Grouping interval' })).toBeTruthy();
    });

    it('a timezone picked is stored and its abbreviation shown', () => {
        const { onChange } = renderPicker({ timezone: true });
        openPanel();
        const input = screen.getByRole('combobox', { name: 'Timezone' });
        fireEvent.change(input, { target: { value: 'Tokyo' } });
        fireEvent.click(screen.getByRole('option', { name: /^Asia\/Tokyo \(UTC\+09:00\)$/ }));
        fireEvent.click(update());
        expect(onChange.mock.calls[0]![0]).toMatchObject({ timezone: 'Asia/Tokyo' });
    });

    it('does not open when disabled', () => {
        renderPicker({ disabled: true });
        fireEvent.click(screen.getByRole('button', { name: /^Edit time window/ }));
        expect(screen.queryByRole('dialog')).toBeNull();
    });
});

describe('when the control is disabled (part2 §4)', () => {
    const model = (value: Timewindow) => timewindowModel(value, { now: 0 });
    it('explicitly, or outside edit mode with the interval hidden and, if aggregation shows, both its parts hidden', () => {
        expect(isTimewindowDisabled(model({}), { disabled: true })).toBe(true);
        expect(isTimewindowDisabled(model({ hideInterval: true }), {})).toBe(true);
        expect(isTimewindowDisabled(model({ hideInterval: true }), { isEdit: true })).toBe(false);
        expect(isTimewindowDisabled(model({ hideInterval: true, hideAggregation: true }), { aggregation: true })).toBe(false);
        expect(isTimewindowDisabled(model({ hideInterval: true, hideAggregation: true, hideAggInterval: true }), { aggregation: true })).toBe(true);
        expect(isTimewindowDisabled(model({ hideAggregation: true, hideAggInterval: true }), { aggregation: true })).toBe(false);
    });
});
