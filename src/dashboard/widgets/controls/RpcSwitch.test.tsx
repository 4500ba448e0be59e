import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../providers/http/ApiError';
import { httpClient } from '../../../providers/http/httpClient';
import { RpcSwitch } from './RpcSwitch';
import { renderWidget, singleDeviceScope, testWidget } from './WidgetTestBed';

vi.mock('../../../providers/http/httpClient', () => ({ httpClient: { request: vi.fn() } }));
const request = vi.mocked(httpClient.request);
const DEVICE = 'b1a2c3d4-0000-4000-8000-000000000002';

const switchWidget = testWidget('control_widgets', 'switch_control', 'rpc', { targetDeviceAliasIds: ['a1'], settings: { title: 'Pump', retrieveValueMethod: 'rpc', getValueMethod: 'getPump', setValueMethod: 'setPump' } });

describe('RPC switch', () => {
    beforeEach(() => request.mockReset());

    it("reads the device's state with a two-way get call and sets it one-way with the new value", async () => {
        request.mockImplementation(async (path: string) => (path === '/api/entitiesQuery/find' ? { data: [{ entityId: { entityType: 'DEVICE', id: DEVICE } }] } : String(path).includes('twoway') ? true : undefined));
        renderWidget(<RpcSwitch widget={switchWidget} snapshot={{ data: [], loading: false, error: null }} width={200} height={100} />, singleDeviceScope(DEVICE));
        const toggle = await screen.findByRole('switch', { name: 'Pump' });
        await waitFor(() => expect(toggle).toBeChecked());
        expect(request).toHaveBeenCalledWith(`/api/plugins/rpc/twoway/${DEVICE}`, expect.objectContaining({ body: { method: 'getPump', params: null, timeout: 500 } }));
        fireEvent.click(toggle);
        await waitFor(() => expect(request).toHaveBeenCalledWith(`/api/plugins/rpc/oneway/${DEVICE}`, expect.objectContaining({ body: { method: 'setPump', params: false, timeout: 500 } })));
        expect(toggle).not.toBeChecked();
    });

    it('puts the state back and shows the error when setting fails', async () => {
        request.mockImplementation(async (path: string) => {
            if (path === '/api/entitiesQuery/find') return { data: [{ entityId: { entityType: 'DEVICE', id: DEVICE } }] };
            if (String(path).includes('twoway')) return false;
            if (!String(path).startsWith('/api/plugins/rpc/')) return undefined;
            throw new ApiError({ status: 409, message: '' });
        });
        renderWidget(<RpcSwitch widget={switchWidget} snapshot={{ data: [], loading: false, error: null }} width={200} height={100} />, singleDeviceScope(DEVICE));
        const toggle = await screen.findByRole('switch', { name: 'Pump' });
        fireEvent.click(toggle);
        expect(await screen.findByRole('alert')).toHaveTextContent('The device is not connected');
        expect(toggle).not.toBeChecked();
    });

    it('shows its on/off labels where they fit, and the switch alone in a round switch at its default size', async () => {
        request.mockImplementation(async (path: string) => (path === '/api/entitiesQuery/find' ? { data: [{ entityId: { entityType: 'DEVICE', id: DEVICE } }] } : String(path).includes('twoway') ? true : undefined));
        const wide = renderWidget(<RpcSwitch widget={switchWidget} snapshot={{ data: [], loading: false, error: null }} width={200} height={100} />, singleDeviceScope(DEVICE));
        await screen.findByRole('switch', { name: 'Pump' });
        expect(screen.getByText('Off')).toBeTruthy();
        wide.unmount();
        renderWidget(<RpcSwitch widget={switchWidget} snapshot={{ data: [], loading: false, error: null }} width={130} height={104} />, singleDeviceScope(DEVICE));
        await screen.findByRole('switch', { name: 'Pump' });
        expect(screen.queryByText('Off')).toBeNull();
    });
});
