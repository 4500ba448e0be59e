import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget, series, snapshotOf, widgetOf } from '../cards/widgetTestKit';
import { isLit } from './ledState';
import { LedIndicator } from './LedIndicator';

const led = (settings: Record<string, unknown> = {}) => widgetOf('led_indicator', { settings: { title: 'Pump', ...settings } }, 'latest', 'control_widgets');
const value = (v: unknown) => snapshotOf([series({ name: 'Pump 1' }, { name: 'value', type: 'attribute' }, [[1, v]])]);

describe('LED indicator widget', () => {
    it('reads device values as people mean them', () => {
        for (const on of [true, 1, 'true', 'ON', '1', 42]) expect(isLit(on)).toBe(true);
        for (const off of [false, 0, 'false', 'off', '0', '', null, undefined]) expect(isLit(off)).toBe(false);
    });

    it('is lit while the value is on and dark when it turns off, under its title', () => {
        const view = renderWidget(LedIndicator, led(), value(true));
        expect(screen.getByText('Pump')).toBeTruthy();
        expect(screen.getByRole('img', { name: 'On' })).toBeTruthy();
        view.update(value('false'));
        expect(screen.getByRole('img', { name: 'Off' })).toBeTruthy();
    });

    it('shows the initial value until a value arrives', () => {
        renderWidget(LedIndicator, led({ initialValue: true }), snapshotOf([]));
        expect(screen.getByRole('img', { name: 'On' })).toBeTruthy();
    });
});
