import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GatewayApi, GatewayDevice } from './gateways';
import { GatewaySelect } from './GatewaySelect';
import { renderInAdmin } from './renderInAdmin';

const gateway = (name: string): GatewayDevice => ({ id: { id: `id-${name}`, entityType: 'DEVICE' }, name, additionalInfo: { gateway: true } });
const fakeApi = (existing: GatewayDevice | null = null): GatewayApi => ({
    list: vi.fn(async () => [gateway('North'), gateway('South')]),
    findByName: vi.fn(async () => existing),
    create: vi.fn(async (name: string) => gateway(name)),
});
const settle = () => act(async () => vi.advanceTimersByTime(150));

describe('gateway select', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('preselects the gateway named like the device, else the first', async () => {
        const onChange = vi.fn();
        renderInAdmin(<GatewaySelect value={null} onChange={onChange} deviceName="South" api={fakeApi()} />);
        await settle();
        expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'South' }));
        const other = vi.fn();
        renderInAdmin(<GatewaySelect value={null} onChange={other} deviceName="West" api={fakeApi()} />);
        await settle();
        expect(other).toHaveBeenCalledWith(expect.objectContaining({ name: 'North' }));
    });

    it("offers to create a typed name ('gateway.create-new-gateway-text') and saves it", async () => {
        const api = fakeApi();
        const onChange = vi.fn();
        renderInAdmin(<GatewaySelect value={gateway('North')} onChange={onChange} api={api} />);
        const input = screen.getByRole('combobox');
        act(() => input.focus());
        fireEvent.mouseDown(input);
        fireEvent.change(input, { target: { value: 'East' } });
        await settle();
        fireEvent.click(screen.getByText("Create a new gateway with name: 'East'?"));
        await act(async () => undefined);
        expect(api.findByName).toHaveBeenCalledWith('East');
        expect(api.create).toHaveBeenCalledWith('East');
        expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'East' }));
    });

    it('reports an existing name instead of creating it', async () => {
        const api = fakeApi(gateway('East'));
        const onNameExists = vi.fn();
        renderInAdmin(<GatewaySelect value={gateway('North')} onChange={() => undefined} onNameExists={onNameExists} api={api} />);
        const input = screen.getByRole('combobox');
        act(() => input.focus());
        fireEvent.mouseDown(input);
        fireEvent.change(input, { target: { value: 'East' } });
        await settle();
        fireEvent.click(screen.getByText("Create a new gateway with name: 'East'?"));
        await act(async () => undefined);
        expect(onNameExists).toHaveBeenCalledWith(expect.objectContaining({ name: 'East' }));
        expect(api.create).not.toHaveBeenCalled();
    });

    it("when required and empty shows 'gateway.gateway-name-required'", () => {
        renderInAdmin(<GatewaySelect value={null} onChange={() => undefined} required showErrors api={{ ...fakeApi(), list: async () => [] }} />);
        expect(screen.getByText('Gateway name is required.')).toBeInTheDocument();
    });
});
