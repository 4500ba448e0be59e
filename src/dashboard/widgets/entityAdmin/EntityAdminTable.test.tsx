import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetAction } from '../../model/dashboardConfig';
import type { DatasourceData, WidgetDataSnapshot } from '../../model/widgetData';
import { WidgetActionContext, WidgetActionInterceptorContext, WidgetReloadContext, type WidgetActionInterceptor } from '../../runtime/WidgetActionContext';
import { renderWidget, testWidget } from '../controls/WidgetTestBed';
import { adminOperationOf, entityAdminTable } from './EntityAdminTable';

/** The longest wait for the screen to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

const calls: Array<{ url: string; method: string; body?: unknown }> = [];
vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: async (url: string, options: { method?: string; body?: unknown } = {}) => {
            calls.push({ url, method: options.method ?? 'GET', body: options.body });
            if (url === '/api/device/gw-1' && !options.method) return { id: { entityType: 'DEVICE', id: 'gw-1' }, name: 'Gateway 1', label: '', type: 'gateway', additionalInfo: { gateway: true, description: 'kept' } };
            if (url.includes('/values/attributes/SERVER_SCOPE')) return [{ key: 'latitude', value: 50.45 }];
            if (url === '/api/device' && options.method === 'POST') return { id: { entityType: 'DEVICE', id: 'new-1' }, ...(options.body as object) };
            return {};
        },
    },
}));
// The cell functions run in the sandbox; a plain call stands in for its worker.
vi.mock('../../postProcessing/sharedSandbox', () => ({
    sharedDataKeySandbox: () => ({
        run: async (jobs: Array<{ body: string; argNames: string[]; args: unknown[] }>) =>
            jobs.map(job => ({ points: [], previous: null, error: null, value: new Function(...job.argNames, job.body)(...job.args) })),
    }),
}));

const row = (id: string, name: string, active: string): DatasourceData => ({
    datasource: { type: 'entity', dataKeys: [], rowKey: `DEVICE:${id}`, entityType: 'DEVICE', entityId: id, entityName: name },
    dataKey: { name: 'active', type: 'attribute', label: 'Active', settings: { useCellContentFunction: true, cellContentFunction: "return '&#11044;';", useCellStyleFunction: true, cellStyleFunction: "return { color: value == 'false' ? '#EB5757' : '#27AE60', fontSize: '18px' };" } },
    data: [[1, active]],
});
const snapshot: WidgetDataSnapshot = { data: [row('gw-1', 'Gateway 1', 'true'), row('gw-2', 'Gateway 2', 'false')], loading: false, error: null };
const actions = {
    headerButton: [{ id: 'h', name: 'Add device', icon: 'add', type: 'customPretty' }],
    actionCellButton: [
        { id: 'c', name: 'Configuration', icon: 'settings', type: 'openDashboardState', targetDashboardStateId: 'config' },
        { id: 'e', name: 'Edit device', icon: 'edit', type: 'customPretty' },
        { id: 'd', name: 'Delete device', icon: 'delete', type: 'custom' },
    ],
} as unknown as Record<string, WidgetAction[]>;

/** The admin table as the widget host holds it: its actions run through the interceptor first. */
function renderTable() {
    let interceptor: WidgetActionInterceptor | null = null;
    const ran: string[] = [];
    const reload = vi.fn();
    const run = (source: string, entity?: { entityName?: string }, name?: string) =>
        (actions[source] ?? []).filter(action => !name || action.name === name).forEach(action => !interceptor?.(action, entity as never) && ran.push(`${action.name}:${entity?.entityName}`));
    const Table = entityAdminTable('DEVICE');
    renderWidget(
        <WidgetActionContext.Provider value={run}>
            <WidgetActionInterceptorContext.Provider value={next => (interceptor = next)}>
                <WidgetReloadContext.Provider value={reload}>
                    <Table widget={testWidget('entity_admin_widgets', 'device_admin_table', 'latest', { title: 'Gateways', settings: { entitiesTitle: 'List of gateways' }, actions })} snapshot={snapshot} width={800} height={400} />
                </WidgetReloadContext.Provider>
            </WidgetActionInterceptorContext.Provider>
        </WidgetActionContext.Provider>,
    );
    return { ran, reload, header: () => act(() => run('headerButton')) };
}

beforeEach(() => void (calls.length = 0));

describe('entity admin tables', () => {
    it('take the custom add, edit and delete actions as their own, and leave the others to the dashboard', () => {
        expect(adminOperationOf({ type: 'customPretty', icon: 'add' })).toBe('add');
        expect(adminOperationOf({ type: 'custom', icon: 'delete' })).toBe('delete');
        expect(adminOperationOf({ type: 'openDashboardState', icon: 'edit' })).toBeNull();
        expect(adminOperationOf({ type: 'custom', icon: 'settings' })).toBeNull();
    });

    it('draw the cells with their content and style functions, and run other cell buttons as configured', async () => {
        const { ran } = renderTable();
        const gateway1 = screen.getByRole('row', { name: /Gateway 1/ });
        await waitFor(() => expect(within(gateway1).getByText('⬤')).toHaveStyle({ color: '#27AE60' }), SLOW);
        expect(within(screen.getByRole('row', { name: /Gateway 2/ })).getByText('⬤')).toHaveStyle({ color: '#EB5757' });
        fireEvent.click(within(gateway1).getByRole('button', { name: 'Configuration' }));
        expect(ran).toEqual(['Configuration:Gateway 1']);
    });

    it('edit a device in their own dialog: name, label and position saved, its other fields kept', async () => {
        const { reload } = renderTable();
        fireEvent.click(within(screen.getByRole('row', { name: /Gateway 1/ })).getByRole('button', { name: 'Edit device' }));
        const dialog = await screen.findByRole('dialog', { name: 'Edit device' }, SLOW);
        const name = within(dialog).getByRole('textbox', { name: 'Name' });
        await waitFor(() => expect(name).toHaveValue('Gateway 1'), SLOW);
        expect(within(dialog).getByRole('textbox', { name: 'Latitude' })).toHaveValue('50.45');
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Longitude' }), { target: { value: '200' } });
        expect(within(dialog).getByText('Enter a value from -180 to 180')).toBeInTheDocument();
        expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Longitude' }), { target: { value: '30.52' } });
        fireEvent.change(name, { target: { value: 'Gateway One' } });
        await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
        await waitFor(() => expect(reload).toHaveBeenCalled(), SLOW);
        expect(calls.find(call => call.url === '/api/device' && call.method === 'POST')!.body).toMatchObject({ id: { id: 'gw-1' }, name: 'Gateway One', type: 'gateway', additionalInfo: { gateway: true, description: 'kept' } });
        expect(calls.find(call => call.method === 'POST' && call.url === '/api/plugins/telemetry/DEVICE/gw-1/attributes/SERVER_SCOPE')!.body).toEqual({ latitude: 50.45, longitude: 30.52 });
    });

    it('add a device from the header button, and refuse one without a name', async () => {
        const { header, reload } = renderTable();
        header();
        const dialog = await screen.findByRole('dialog', { name: 'Add device' }, SLOW);
        await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));
        expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
        expect(calls.filter(call => call.method === 'POST')).toEqual([]);
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gateway 3' } });
        await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add' })));
        await waitFor(() => expect(reload).toHaveBeenCalled(), SLOW);
        expect(calls.find(call => call.url === '/api/device')!.body).toMatchObject({ name: 'Gateway 3', type: 'default', additionalInfo: { gateway: false } });
    });

    it('delete a device only after the confirmation', async () => {
        const { reload } = renderTable();
        fireEvent.click(within(screen.getByRole('row', { name: /Gateway 2/ })).getByRole('button', { name: 'Delete device' }));
        const confirm = await screen.findByRole('dialog', undefined, SLOW);
        expect(confirm).toHaveTextContent("Are you sure you want to delete 'Gateway 2'?");
        expect(calls).toEqual([]);
        await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
        await waitFor(() => expect(calls).toEqual([{ url: '/api/device/gw-2', method: 'DELETE', body: undefined }]), SLOW);
        expect(reload).toHaveBeenCalled();
    });
});
