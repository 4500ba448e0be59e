import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../providers/http/ApiError';
import { httpClient } from '../../../providers/http/httpClient';
import { RpcButton } from './RpcButton';
import { renderWidget, singleDeviceScope, testWidget } from './WidgetTestBed';

vi.mock('../../../providers/http/httpClient', () => ({ httpClient: { request: vi.fn() } }));
const request = vi.mocked(httpClient.request);

const DEVICE = 'b1a2c3d4-0000-4000-8000-000000000001';
/** The entity query finds the alias's device; RPC calls answer as `rpc` says. */
const answer = (rpc: (path: string, body: unknown) => Promise<unknown>) =>
    request.mockImplementation(async (path: string, options?: { body?: unknown }) =>
        path === '/api/entitiesQuery/find'
            ? { data: [{ entityId: { entityType: 'DEVICE', id: DEVICE }, latest: { ENTITY_FIELD: { name: { value: 'Thermostat T1' } } } }] }
            : String(path).startsWith('/api/plugins/rpc/')
              ? rpc(path, options?.body)
              : undefined,
    );

const button = (settings: Record<string, unknown> = {}) =>
    testWidget('control_widgets', 'rpcbutton', 'rpc', { targetDeviceAliasIds: ['a1'], settings: { buttonText: 'Reboot', methodName: 'reboot', methodParams: '{"delay": 1}', requestTimeout: 3000, ...settings } });

describe('RPC button', () => {
    beforeEach(() => request.mockReset());

    it("sends its method and params one-way to the alias's device with the request timeout", async () => {
        answer(async () => undefined);
        renderWidget(<RpcButton widget={button()} snapshot={{ data: [], loading: false, error: null }} width={200} height={100} />, singleDeviceScope(DEVICE));
        fireEvent.click(await screen.findByRole('button', { name: 'Reboot' }));
        await waitFor(() => expect(request).toHaveBeenCalledWith(`/api/plugins/rpc/oneway/${DEVICE}`, expect.objectContaining({ method: 'POST', body: { method: 'reboot', params: { delay: 1 }, timeout: 3000 } })));
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('sends two-way when oneWayElseTwoWay is off, and shows a timeout clearly until the next click', async () => {
        let fail = true;
        answer(async () => {
            if (fail) throw new ApiError({ status: 408, message: '' });
            return { ok: true };
        });
        renderWidget(<RpcButton widget={button({ oneWayElseTwoWay: false })} snapshot={{ data: [], loading: false, error: null }} width={200} height={100} />, singleDeviceScope(DEVICE));
        fireEvent.click(await screen.findByRole('button', { name: 'Reboot' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Request timeout: the device did not answer in time');
        expect(request).toHaveBeenCalledWith(`/api/plugins/rpc/twoway/${DEVICE}`, expect.anything());
        fail = false;
        fireEvent.click(screen.getByRole('button', { name: 'Reboot' }));
        await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    });

    it('keeps quiet about failures when showError is off', async () => {
        answer(async () => {
            throw new ApiError({ status: 409, message: '' });
        });
        renderWidget(<RpcButton widget={button({ showError: false })} snapshot={{ data: [], loading: false, error: null }} width={200} height={100} />, singleDeviceScope(DEVICE));
        fireEvent.click(await screen.findByRole('button', { name: 'Reboot' }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Reboot' })).toBeEnabled());
        expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says so when the widget has no target device', async () => {
        renderWidget(<RpcButton widget={testWidget('control_widgets', 'rpcbutton', 'rpc', {})} snapshot={{ data: [], loading: false, error: null }} width={200} height={100} />);
        expect(await screen.findByRole('status')).toHaveTextContent(/No target device/);
        expect(request).not.toHaveBeenCalled();
    });
});
