import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from './renderInAdmin';
import { TimezoneSelect } from './TimezoneSelect';

describe('timezone select', () => {
    it("shows the value as 'name (offset)' and finds zones by substring", () => {
        renderInAdmin(<TimezoneSelect value="UTC" onChange={() => undefined} />);
        const input = screen.getByRole('combobox');
        expect(input).toHaveValue('UTC (UTC+00:00)');
        act(() => input.focus());
        fireEvent.change(input, { target: { value: 'tokyo' } });
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['Asia/Tokyo (UTC+09:00)']);
        fireEvent.change(input, { target: { value: 'nowhere-land' } });
        expect(screen.getByText('No timezones matching')).toBeInTheDocument();
    });

    it('resets to the default timezone when closed without a value', () => {
        const onChange = vi.fn();
        renderInAdmin(<TimezoneSelect value={null} onChange={onChange} defaultTimezone="Asia/Tokyo" />);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        fireEvent.keyDown(input, { key: 'Escape' });
        expect(onChange).toHaveBeenCalledWith('Asia/Tokyo');
    });

    it('keeps browser time (null) when the placeholder is allowed', () => {
        const onChange = vi.fn();
        renderInAdmin(<TimezoneSelect value={null} onChange={onChange} localBrowserTimezonePlaceholder />);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        fireEvent.keyDown(input, { key: 'Escape' });
        expect(onChange).not.toHaveBeenCalled();
        expect(input).toHaveAttribute('placeholder', 'Browser Time');
    });

    it("when required and empty shows 'timezone.timezone-required'", () => {
        renderInAdmin(<TimezoneSelect value={null} onChange={() => undefined} required showErrors localBrowserTimezonePlaceholder />);
        expect(screen.getByText('Timezone is required.')).toBeInTheDocument();
    });
});
