import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PersistentRpcTable } from './PersistentRpcTable';
import { RemoteShell } from './RemoteShell';
import { parseCommand, RpcTerminal } from './RpcTerminal';
import { UpdateAttributesButton } from './UpdateAttributesButton';
import { renderWidget, singleDeviceScope, testWidget } from './WidgetTestBed';

/** The longest wait for the screen to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

const calls: Array<{ url: string; method: string; body?: unknown }> = [];
let rpcs = [
    { id: { id: 'r-1' }, createdTime: Date.UTC(2026, 10, 28, 6), expirationTime: Date.UTC(2026, 10, 28, 7), status: 'QUEUED', request: { oneway: true, body: { method: 'reboot' } } },
    { id: { id: 'r-2' }, createdTime: Date.UTC(2026, 10, 28, 5), expirationTime: Date.UTC(2026, 10, 28, 6), status: 'SUCCESSFUL', request: { oneway: false, body: { method: 'getTemperature' } } },
];
vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: async (url: string, options: { method?: string; body?: unknown } = {}) => {
            if (url === '/api/entitiesQuery/find') return { data: [{ entityId: { entityType: 'DEVICE', id: 'dev-1' }, latest: { ENTITY_FIELD: { name: { value: 'Thermostat T1' } } } }] };
            calls.push({ url, method: options.method ?? 'GET', body: options.body });
            if (url.startsWith('/api/rpc/persistent/device/')) return { data: rpcs };
            if (url.startsWith('/api/rpc/twoway/')) return { rpcId: 'r-3' };
            if (url === '/api/rpc/persistent/r-3') return { id: { id: 'r-3' }, status: calls.filter(call => call.url === url).length < 2 ? 'QUEUED' : 'SUCCESSFUL', response: { temperature: 19 } };
            if (url.startsWith('/api/rpc/persistent/r-') && options.method !== 'DELETE') return rpcs.find(rpc => url.endsWith(rpc.id.id));
            if (options.method === 'DELETE') rpcs = rpcs.filter(rpc => !url.endsWith(rpc.id.id));
            const method = (options.body as { method?: string } | undefined)?.method;
            if (method === 'getTermInfo') return { platform: 'linux', cwd: '/home/pi' };
            if (method === 'sendCommand') return { ok: true };
            if (method === 'getCommandStatus') return { data: [{ stdout: 'total 0' }, { stderr: 'ls: warning' }], done: true, cwd: '/tmp' };
            if (url.startsWith('/api/plugins/rpc/twoway/')) return { temperature: 21.5 };
            return {};
        },
    },
}));

const scope = singleDeviceScope('dev-1');
const rpcWidget = (typeAlias: string, settings: Record<string, unknown>) => testWidget('control_widgets', typeAlias, 'rpc', { settings, targetDeviceAliasIds: ['a1'] });
const empty = { data: [], loading: false, error: null };
beforeEach(() => void (calls.length = 0));

describe('more control widgets', () => {
    it('the update attributes button writes its entityParameters to the target device in the chosen scope', async () => {
        renderWidget(<UpdateAttributesButton widget={rpcWidget('update_attributes', { buttonText: 'Go eco', entityAttributeType: 'SHARED_SCOPE', entityParameters: '{"mode": "eco"}' })} snapshot={empty} width={300} height={120} />, scope);
        const button = await screen.findByRole('button', { name: 'Go eco' }, SLOW);
        await act(async () => fireEvent.click(button));
        await waitFor(() => expect(calls).toEqual([{ url: '/api/plugins/telemetry/DEVICE/dev-1/attributes/SHARED_SCOPE', method: 'POST', body: { mode: 'eco' } }]), SLOW);
        expect(screen.getByRole('status')).toHaveTextContent('Update successful');
    });

    it.each(['{}', 'not json'])("the update attributes button with ThingsBoard's default parameters (%s) is usable: it says which setting to fill and calls nothing", async entityParameters => {
        renderWidget(<UpdateAttributesButton widget={rpcWidget('update_attributes', { entityParameters })} snapshot={empty} width={300} height={120} />, scope);
        const button = await screen.findByRole('button', { name: 'Update device attribute' }, SLOW);
        expect(button).toBeEnabled();
        await act(async () => fireEvent.click(button));
        expect(screen.getByRole('status')).toHaveTextContent("Nothing to write: set the device attribute parameters in the widget's settings");
        expect(calls).toEqual([]);
    });

    it('the debug terminal sends a typed method with its JSON params two-way and prints the answer', async () => {
        expect(parseCommand('  setMode {"mode": 1} ')).toEqual({ method: 'setMode', params: { mode: 1 } });
        expect(parseCommand('ping')).toEqual({ method: 'ping', params: {} });
        expect(parseCommand('say hello')).toEqual({ method: 'say', params: 'hello' });
        renderWidget(<RpcTerminal widget={rpcWidget('rpc_debug_terminal', { requestTimeout: 800 })} snapshot={empty} width={500} height={300} />, scope);
        const command = await screen.findByRole('textbox', { name: 'Command' }, SLOW);
        fireEvent.change(command, { target: { value: 'getTemperature {"unit": "C"}' } });
        await act(async () => fireEvent.keyDown(command, { key: 'Enter' }));
        const log = screen.getByRole('log', { name: 'RPC terminal' });
        await waitFor(() => expect(log).toHaveTextContent('"temperature": 21.5'), SLOW);
        expect(calls).toEqual([{ url: '/api/plugins/rpc/twoway/dev-1', method: 'POST', body: { method: 'getTemperature', params: { unit: 'C' }, timeout: 800 } }]);
        fireEvent.change(command, { target: { value: 'help' } });
        await act(async () => fireEvent.keyDown(command, { key: 'Enter' }));
        expect(log).toHaveTextContent('Type a method and its params');
    });

    it('the remote shell runs a command in the directory the device reported and prints its output until done', async () => {
        renderWidget(<RemoteShell widget={rpcWidget('rpc_remote_shell', {})} snapshot={empty} width={500} height={300} />, scope);
        const log = await screen.findByRole('log', { name: 'RPC terminal' }, SLOW);
        expect(log).toHaveTextContent('Remote shell of Thermostat T1 (linux)');
        const command = screen.getByRole('textbox', { name: 'Command' });
        fireEvent.change(command, { target: { value: 'ls' } });
        await act(async () => fireEvent.keyDown(command, { key: 'Enter' }));
        await waitFor(() => expect(log).toHaveTextContent('ls: warning'), SLOW);
        expect(log).toHaveTextContent('total 0');
        expect(calls.map(call => (call.body as { method: string; params: unknown }).params)).toContainEqual({ command: 'ls', cwd: '/home/pi' });
        expect(screen.getByText('Thermostat T1:/tmp$')).toBeInTheDocument();
    });

    it('the persistent RPC table lists the stored requests with their status, and deletes one from its details after the confirmation', async () => {
        renderWidget(<PersistentRpcTable widget={rpcWidget('persistent_table', { displayColumns: ['rpcId', 'messageType', 'status', 'method'] })} snapshot={empty} width={700} height={300} />, scope);
        const row = await screen.findByRole('row', { name: /r-1/ }, SLOW);
        expect(row).toHaveTextContent('One-way');
        expect(row).toHaveTextContent('Queued');
        expect(row).toHaveTextContent('reboot');
        expect(screen.queryByRole('columnheader', { name: /Created/ })).toBeNull();
        expect(calls[0]!.url).toBe('/api/rpc/persistent/device/dev-1');
        fireEvent.click(row);
        const details = await screen.findByRole('dialog', { name: 'RPC request reboot' }, SLOW);
        fireEvent.click(within(details).getByRole('button', { name: 'Delete' }));
        await act(async () => fireEvent.click(within(details).getByRole('button', { name: 'Yes' })));
        await waitFor(() => expect(screen.queryByRole('row', { name: /r-1/ })).toBeNull(), SLOW);
        expect(calls).toContainEqual({ url: '/api/rpc/persistent/r-1', method: 'DELETE', body: undefined });
    });

    it('the persistent RPC table filters by status and sends a new persistent request', async () => {
        renderWidget(<PersistentRpcTable widget={rpcWidget('persistent_table', {})} snapshot={empty} width={700} height={300} />, scope);
        await screen.findByRole('row', { name: /r-2/ }, SLOW);
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
        fireEvent.click(await screen.findByRole('option', { name: 'Successful' }));
        await waitFor(() => expect(calls.at(-1)).toMatchObject({ url: '/api/rpc/persistent/device/dev-1' }), SLOW);
        fireEvent.click(screen.getByRole('button', { name: 'Send RPC request' }));
        const dialog = await screen.findByRole('dialog', { name: 'Send RPC request' }, SLOW);
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Method' }), { target: { value: 'setMode' } });
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Parameters' }), { target: { value: '{"mode": "eco"}' } });
        await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send' })));
        expect(calls).toContainEqual({ url: '/api/rpc/twoway/dev-1', method: 'POST', body: { method: 'setMode', params: { mode: 'eco' }, timeout: 60000, persistent: true } });
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send RPC request' })).toBeNull(), SLOW);
    });

    it('the debug terminal in persistent mode stores the call and prints its answer once the device gave it', async () => {
        renderWidget(<RpcTerminal widget={rpcWidget('rpc_debug_terminal', { requestPersistent: true, persistentPollingInterval: 1000, requestTimeout: 5000 })} snapshot={empty} width={500} height={300} />, scope);
        const command = await screen.findByRole('textbox', { name: 'Command' }, SLOW);
        fireEvent.change(command, { target: { value: 'getTemperature' } });
        await act(async () => fireEvent.keyDown(command, { key: 'Enter' }));
        const log = screen.getByRole('log', { name: 'RPC terminal' });
        await waitFor(() => expect(log).toHaveTextContent('r-3'), SLOW);
        await waitFor(() => expect(log).toHaveTextContent('"temperature": 19'), SLOW);
        expect(calls[0]).toEqual({ url: '/api/rpc/twoway/dev-1', method: 'POST', body: { method: 'getTemperature', params: {}, timeout: 5000, persistent: true } });
        expect(calls.filter(call => call.url === '/api/rpc/persistent/r-3')).toHaveLength(2);
    });
});
