import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, series, snapshotOf, widgetOf } from '../cards/widgetTestKit';
import { isLit } from './ledState';
import { LedIndicator } from './LedIndicator';

const rpc = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../../providers/http/httpClient', () => ({ httpClient: rpc }));

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

    it('asks the device its status by two-way RPC when told to, and goes dark saying so when it does not answer', async () => {
        rpc.request.mockRejectedValueOnce(new Error('timeout'));
        renderWidget(LedIndicator, led({ performCheckStatus: true, checkStatusMethod: 'isAlive', requestTimeout: 800 }), value(true));
        await screen.findByText('Device did not answer the status check');
        expect(screen.getByRole('img', { name: 'Off' })).toBeTruthy();
        expect(rpc.request).toHaveBeenCalledWith('/api/plugins/rpc/twoway/pump-1', expect.objectContaining({ method: 'POST', body: { method: 'isAlive', params: {}, timeout: 800 } }));
    });

    it('stays lit when the device answers the status check', async () => {
        rpc.request.mockResolvedValueOnce(true);
        renderWidget(LedIndicator, led({ performCheckStatus: true }), value(true));
        await vi.waitFor(() => expect(rpc.request).toHaveBeenCalled());
        expect(screen.getByRole('img', { name: 'On' })).toBeTruthy();
        expect(screen.queryByText('Device did not answer the status check')).toBeNull();
    });
});
