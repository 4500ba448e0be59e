import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { TimeIntervalEditor } from './TimeIntervalEditor';

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The editor holding its own value, reporting each change. */
const Harness = ({ initial, min, max, onChange }: { initial: number | null; min?: number; max?: number; onChange: (value: number | null) => void }) => {
    const [value, setValue] = useState(initial);
    return (
        <TimeIntervalEditor
            label="Interval"
            value={value}
            min={min}
            max={max}
            required
            onChange={next => {
                setValue(next);
                onChange(next);
            }}
        />
    );
};
const renderEditor = (initial: number | null, bounds: { min?: number; max?: number } = {}) => {
    const onChange = vi.fn();
    const view = render(
        <AdminContext i18nProvider={i18nProvider}>
            <Harness initial={initial} onChange={onChange} {...bounds} />
        </AdminContext>,
    );
    return { onChange, view };
};

describe('time-interval editor (part2 §4)', () => {
    it('a value outside the bounds is brought in and snapped to a choice on arrival', () => {
        const { onChange } = renderEditor(SECOND, { min: 173 * SECOND, max: 12_342 * SECOND });
        expect(onChange).toHaveBeenLastCalledWith(5 * MINUTE);
        expect(screen.getByRole('combobox', { name: 'Interval' }).textContent).toBe('5 minutes');
    });

    it('simple mode lists only the choices between the bounds', () => {
        renderEditor(10 * SECOND, { min: 5 * SECOND, max: MINUTE });
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Interval' }));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['5 seconds', '10 seconds', '15 seconds', '30 seconds', '1 minute']);
    });

    it('advanced mode borrows, and clamps to the maximum', () => {
        const { onChange } = renderEditor(MINUTE + 7 * SECOND, { max: 2 * MINUTE });
        const seconds = screen.getByRole('spinbutton', { name: 'Seconds' });
        fireEvent.change(seconds, { target: { value: '-1' } });
        expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveProperty('value', '0');
        expect(seconds).toHaveProperty('value', '59');
        expect(onChange).toHaveBeenLastCalledWith(59 * SECOND);
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Minutes' }), { target: { value: '5' } });
        expect(onChange).toHaveBeenLastCalledWith(2 * MINUTE);
        expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toHaveProperty('value', '2');
        expect(seconds).toHaveProperty('value', '0');
    });

    it('a total of zero is no value and says the interval is required', () => {
        const { onChange } = renderEditor(7 * SECOND);
        fireEvent.change(screen.getByRole('spinbutton', { name: 'Seconds' }), { target: { value: '0' } });
        expect(onChange).toHaveBeenLastCalledWith(null);
        expect(screen.getByText('Interval is required.')).toBeTruthy();
    });
});
