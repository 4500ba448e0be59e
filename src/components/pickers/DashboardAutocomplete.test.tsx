import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardAutocomplete } from './DashboardAutocomplete';
import { DashboardDropdown } from './DashboardDropdown';
import type { DashboardInfo } from './dashboards';
import { renderInAdmin } from './renderInAdmin';

const dashboard = (id: string, title: string): DashboardInfo => ({ id: { id, entityType: 'DASHBOARD' }, title });
const flush = () => act(async () => undefined);

describe('dashboard autocomplete', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('searches pages of 10, 150 ms after typing stops', async () => {
        const search = vi.fn(async () => [dashboard('d1', 'Overview')]);
        renderInAdmin(<DashboardAutocomplete value={null} onChange={() => undefined} search={search} />);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        await flush();
        search.mockClear();
        fireEvent.change(input, { target: { value: 'Ov' } });
        await act(async () => vi.advanceTimersByTime(149));
        expect(search).not.toHaveBeenCalled();
        await act(async () => vi.advanceTimersByTime(1));
        expect(search).toHaveBeenCalledWith('/api/tenant/dashboards', 'Ov', 10);
    });

    it("shows 'no dashboards matching' with the searched text", async () => {
        renderInAdmin(<DashboardAutocomplete value={null} onChange={() => undefined} search={async () => []} />);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        fireEvent.change(input, { target: { value: 'xyz' } });
        await act(async () => vi.advanceTimersByTime(150));
        expect(screen.getByText("No dashboards matching 'xyz' were found.")).toBeInTheDocument();
    });

    it('can be required', () => {
        renderInAdmin(<DashboardAutocomplete value={null} onChange={() => undefined} required showErrors search={async () => []} />);
        expect(screen.getByText('Dashboard is required.')).toBeInTheDocument();
    });
});

describe('dashboard dropdown', () => {
    it('asks for the first 100 dashboards and reports the pick', async () => {
        const search = vi.fn(async () => [dashboard('d1', 'Overview'), dashboard('d2', 'Plant')]);
        const onChange = vi.fn();
        renderInAdmin(<DashboardDropdown value={null} onChange={onChange} search={search} />);
        await flush();
        expect(search).toHaveBeenCalledWith('/api/tenant/dashboards', '', 100);
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(screen.getByText('Plant'));
        expect(onChange).toHaveBeenCalledWith('d2');
    });

    it('opens a popup panel of 300 px on large screens', async () => {
        const matchMedia = window.matchMedia;
        window.matchMedia = ((query: string) => ({ matches: true, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
        try {
            const onChange = vi.fn();
            renderInAdmin(<DashboardDropdown value={null} onChange={onChange} search={async () => [dashboard('d1', 'Overview')]} />);
            await flush();
            fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
            const panel = screen.getByRole('list', { name: 'Dashboard' });
            expect(getComputedStyle(panel).width).toBe('300px');
            fireEvent.click(screen.getByText('Overview'));
            expect(onChange).toHaveBeenCalledWith('d1');
        } finally {
            window.matchMedia = matchMedia;
        }
    });
});
