import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceSnapshot, renderWidget, singleDeviceScope, testWidget } from '../controls/WidgetTestBed';
import { GpioControl } from './GpioControl';
import { GpioLedPanel } from './GpioLedPanel';
import { changeParamsOf, gpioPinsOf, gpioRowsOf } from './gpioSettings';

/** The longest wait for the screen to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

const rpcCalls: Array<{ url: string; body: { method: string; params: unknown } }> = [];
let deviceState: Record<string, boolean> = {};
vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: async (url: string, options: { body?: { method: string; params: Record<string, unknown> } } = {}) => {
            if (url === '/api/entitiesQuery/find') return { data: [{ entityId: { entityType: 'DEVICE', id: 'pi-1' }, latest: { ENTITY_FIELD: { name: { value: 'Pi' } } } }] };
            rpcCalls.push({ url, body: options.body! });
            if (options.body?.method === 'setGpioStatus') deviceState = { ...deviceState, [String(options.body.params.pin)]: options.body.params.enabled === true };
            return deviceState;
        },
    },
}));
vi.mock('../../postProcessing/sharedSandbox', () => ({
    sharedDataKeySandbox: () => ({
        run: async (jobs: Array<{ body: string; argNames: string[]; args: unknown[] }>) =>
            jobs.map(job => ({ points: [], previous: null, error: null, value: new Function(...job.argNames, job.body)(...job.args) })),
    }),
}));

const gpioList = [{ pin: 7, label: 'GPIO 4 (7)', row: 3, col: 0, color: '#008000' }, { pin: 8, label: 'GPIO 14 (8)', row: 3, col: 1, color: '#ffff00' }, { pin: 'x', label: 'broken', row: 0, col: 0 }];

beforeEach(() => {
    rpcCalls.length = 0;
    deviceState = { 7: true, 8: false };
});

describe('GPIO widgets', () => {
    it('lay the valid pins out in rows of two, as on the header', () => {
        const pins = gpioPinsOf({ gpioList });
        expect(pins.map(pin => pin.pin)).toEqual([7, 8]);
        const rows = gpioRowsOf(pins);
        expect(rows).toHaveLength(4);
        expect(rows[3]!.map(pin => pin?.pin)).toEqual([7, 8]);
        expect(changeParamsOf('{"pin": "{$pin}", "enabled": "{$enabled}"}', 7, false)).toEqual({ pin: 7, enabled: false });
    });

    it('the panel lights the LED of each pin whose key (labelled with the pin number) is true', () => {
        const snapshot = deviceSnapshot({ 7: 'true', 8: false });
        renderWidget(<GpioLedPanel widget={testWidget('gpio_widgets', 'gpio_panel', 'latest', { settings: { gpioList } })} snapshot={snapshot} width={300} height={200} />);
        expect(screen.getByRole('img', { name: 'GPIO 4 (7): on' })).toBeInTheDocument();
        expect(screen.getByRole('img', { name: 'GPIO 14 (8): off' })).toBeInTheDocument();
    });

    it('the control reads the pins from the device, and a switch sends the pin and its new state', async () => {
        const widget = testWidget('gpio_widgets', 'basic_gpio_control', 'rpc', { settings: { gpioList, requestTimeout: 700 }, targetDeviceAliasIds: ['a1'] });
        renderWidget(<GpioControl widget={widget} snapshot={{ data: [], loading: false, error: null }} width={300} height={200} />, singleDeviceScope('pi-1'));
        const board = await screen.findByRole('group', { name: 'GPIO pins' }, SLOW);
        const pin7 = within(board).getByRole('switch', { name: 'GPIO 4 (7)' });
        await waitFor(() => expect(pin7).toBeChecked(), SLOW);
        expect(rpcCalls[0]).toEqual({ url: '/api/plugins/rpc/twoway/pi-1', body: { method: 'getGpioStatus', params: {}, timeout: 700 } });
        const pin8 = within(board).getByRole('switch', { name: 'GPIO 14 (8)' });
        expect(pin8).not.toBeChecked();
        await act(async () => fireEvent.click(pin8));
        await waitFor(() => expect(pin8).toBeChecked(), SLOW);
        expect(rpcCalls.at(-1)!.body).toEqual({ method: 'setGpioStatus', params: { pin: 8, enabled: true }, timeout: 700 });
    });
});
