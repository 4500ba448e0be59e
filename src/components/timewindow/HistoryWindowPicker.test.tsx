import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { DEFAULT_HISTORY_WINDOW, type HistoryWindow } from './historyWindow';
import { HistoryWindowPicker } from './HistoryWindowPicker';

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

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

// The date-time pickers make each render heavy on a loaded machine.
describe('history window picker (the full control in history-only mode)', () => {
    it('shows the window without a type prefix and opens only the History choices, anchored on wide screens', () => {
        setViewport(1280, 800);
        renderPicker();
        fireEvent.click(screen.getByRole('button', { name: 'Edit time window: last 1 day' }));
        const panel = screen.getByRole('dialog');
        expect(panel.className).toContain('MuiPopover-paper');
        expect(within(panel).queryByRole('tab')).toBeNull();
        expect(within(panel).getAllByRole('radio').map(radio => radio.getAttribute('value'))).toEqual(['0', '1', '2']);
        expect(within(panel).getByRole('radio', { name: 'Time period' })).toBeTruthy();
    });

    it('fills the screen on small screens', () => {
        setViewport(400, 800);
        renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    });

    it('keeps Update disabled until the window changes, then reports the new interval', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        const update = screen.getByRole('button', { name: 'Update' });
        expect(update).toHaveProperty('disabled', true);
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Last' }));
        fireEvent.click(screen.getByRole('option', { name: '7 days' }));
        expect(update).toHaveProperty('disabled', false);
        fireEvent.click(update);
        expect(onChange).toHaveBeenCalledWith({ historyType: 'LAST_INTERVAL', timewindowMs: 7 * 86_400_000 });
    });

    it('a quick interval is a history choice too', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        fireEvent.click(screen.getByRole('radio', { name: 'Interval' }));
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Interval' }));
        fireEvent.click(screen.getByRole('option', { name: 'Previous month' }));
        fireEvent.click(screen.getByRole('button', { name: 'Update' }));
        expect(onChange).toHaveBeenCalledWith({ historyType: 'INTERVAL', quickInterval: 'PREVIOUS_MONTH' });
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

    it('Cancel, and a click beside the panel, close it without a change', () => {
        setViewport(1280, 800);
        const onChange = renderPicker();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        fireEvent.click(screen.getByRole('radio', { name: 'Time period' }));
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByRole('dialog')).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: /last 1 day/ }));
        fireEvent.click(screen.getByRole('radio', { name: 'Time period' }));
        fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(onChange).not.toHaveBeenCalled();
    });
});
