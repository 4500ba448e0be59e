import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { DEFAULT_HISTORY_WINDOW, type HistoryWindow } from './historyWindow';
import { HistoryWindowPicker } from './HistoryWindowPicker';
import { durationText, historyWindowText } from './historyWindowText';

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

const renderPicker = (value: HistoryWindow = DEFAULT_HISTORY_WINDOW, onChange = vi.fn()) => {
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <HistoryWindowPicker value={value} onChange={onChange} />
            </AdminContext>
        </MemoryRouter>,
    );
    return onChange;
};

const setViewport = (width: number, height: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
};

afterEach(() => setViewport(1024, 768));

describe('window text (part2 §4, display text)', () => {
    it('says "last" and the duration, or the period from start to end', () => {
        expect(durationText(26 * 3_600_000 + 30_000, translate)).toBe('1 day 2 hours 30 seconds');
        expect(historyWindowText(DEFAULT_HISTORY_WINDOW, translate)).toBe('last 1 day');
        const start = new Date(2024, 0, 2, 3, 4, 5).getTime();
        const end = new Date(2024, 0, 3, 13, 14, 15).getTime();
        expect(historyWindowText({ historyType: 'FIXED', fixedTimewindow: { startTimeMs: start, endTimeMs: end } }, translate)).toBe('from 2024-01-02 03:04:05 to 2024-01-03 13:14:15');
    });
});

// The date-time pickers make each render heavy on a loaded machine.
describe('history window picker', { timeout: 20_000 }, () => {
    it('shows the window on a clock button and opens the panel anchored to it on wide screens', () => {
        setViewport(1280, 800);
        renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        const panel = screen.getByRole('dialog');
        expect(panel.className).toContain('MuiPopover-paper');
        expect(within(panel).getByRole('radio', { name: 'Last' })).toBeTruthy();
        expect(within(panel).getByRole('radio', { name: 'Time period' })).toBeTruthy();
    });

    it('fills the screen on small screens', () => {
        setViewport(400, 800);
        renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    });

    it('keeps Update disabled until the window changes, and while it is invalid', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        const update = screen.getByRole('button', { name: 'Update' });
        expect(update).toHaveProperty('disabled', true);
        const count = screen.getByRole('spinbutton', { name: 'Count' });
        fireEvent.change(count, { target: { value: '0' } });
        expect(update).toHaveProperty('disabled', true);
        fireEvent.change(count, { target: { value: '3' } });
        expect(update).toHaveProperty('disabled', false);
        fireEvent.click(update);
        expect(onChange).toHaveBeenCalledWith({ historyType: 'LAST_INTERVAL', timewindowMs: 3 * 86_400_000 });
    });

    it('a preset picks its interval', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        fireEvent.click(screen.getByRole('button', { name: '7 days' }));
        expect(screen.getByRole('spinbutton', { name: 'Count' })).toHaveProperty('value', '7');
        fireEvent.click(screen.getByRole('button', { name: 'Update' }));
        expect(onChange).toHaveBeenCalledWith({ historyType: 'LAST_INTERVAL', timewindowMs: 7 * 86_400_000 });
    });

    it('switching to a fixed period offers the last day ending now', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        fireEvent.click(screen.getByRole('radio', { name: 'Time period' }));
        fireEvent.click(screen.getByRole('button', { name: 'Update' }));
        const chosen = onChange.mock.calls[0]![0] as Extract<HistoryWindow, { historyType: 'FIXED' }>;
        expect(chosen.historyType).toBe('FIXED');
        expect(chosen.fixedTimewindow.endTimeMs - chosen.fixedTimewindow.startTimeMs).toBe(86_400_000);
    });

    it('Cancel closes it without a change', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '5' } });
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(onChange).not.toHaveBeenCalled();
    });

    it('a click beside the panel closes it without a change', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '5' } });
        fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(onChange).not.toHaveBeenCalled();
    });
});
