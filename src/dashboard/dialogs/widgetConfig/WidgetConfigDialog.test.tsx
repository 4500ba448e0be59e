import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../components/pickers/renderInAdmin';
import type { EntityAlias, Widget } from '../../model/dashboardConfig';
import { DataKeyDialog } from './DataKeyDialog';
import { WidgetConfigDialog } from './WidgetConfigDialog';

const request = vi.fn(async (path: string, _options?: unknown) => (path.startsWith('/api/entitiesQuery/find/keys') ? { timeseries: ['temperature', 'humidity'], attribute: [] } : []));
vi.mock('../../../providers/http/httpClient', () => ({ httpClient: { request: (path: string, options: unknown) => request(path, options) } }));

const THERMOSTATS: EntityAlias = { id: 'al1', alias: 'Thermostats', filter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } };

const chart = (): Widget => ({
    id: 'w1',
    bundleAlias: 'charts',
    typeAlias: 'basic_timeseries',
    type: 'timeseries',
    title: 'Temperature',
    sizeX: 8,
    sizeY: 5,
    config: { title: 'Temperature', datasources: [{ type: 'entity', dataKeys: [] }] },
});

const footerButton = (name: string) => within([...document.querySelectorAll<HTMLElement>('.MuiDialogActions-root')].pop()!).getByRole('button', { name });

describe('widget configuration dialog', () => {
    it('refuses a datasource without alias and keys, then saves one with a key from find/keys', async () => {
        const onSave = vi.fn();
        renderInAdmin(<WidgetConfigDialog widget={chart()} aliases={{ al1: THERMOSTATS }} filters={{}} onSave={onSave} onClose={() => undefined} />);
        fireEvent.click(footerButton('Save'));
        expect(onSave).not.toHaveBeenCalled();
        expect(screen.getByText('Entity alias is required.')).toBeTruthy();
        expect(screen.getByText('At least one data key is required.')).toBeTruthy();

        fireEvent.mouseDown(screen.getByRole('combobox', { name: /Entity alias/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'Thermostats' }));
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /Data keys/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'humidity' }));
        expect(request).toHaveBeenCalledWith('/api/entitiesQuery/find/keys?timeseries=true&attributes=false', expect.objectContaining({ method: 'POST', body: expect.objectContaining({ entityFilter: { type: 'deviceType', resolveMultiple: true, deviceType: 'thermostat', deviceNameFilter: '' } }) }));

        fireEvent.click(footerButton('Save'));
        const [saved, aliases] = onSave.mock.calls[0] as [Widget, Record<string, EntityAlias>];
        expect(saved.config.datasources).toEqual([{ type: 'entity', entityAliasId: 'al1', dataKeys: [expect.objectContaining({ name: 'humidity', type: 'timeseries', label: 'humidity', color: '#2196f3' })] }]);
        expect(aliases).toEqual({ al1: THERMOSTATS });
    });

    it('creates a new alias from the datasource row and returns it with the widget', async () => {
        const onSave = vi.fn();
        renderInAdmin(<WidgetConfigDialog widget={{ ...chart(), type: 'rpc', typeAlias: 'switch_control', bundleAlias: 'control_widgets', config: {} }} aliases={{}} filters={{}} onSave={onSave} onClose={() => undefined} />);
        const aliasInput = screen.getByRole('combobox', { name: /Target device alias/ });
        fireEvent.mouseDown(aliasInput);
        fireEvent.click(await screen.findByRole('option', { name: 'Create a new alias' }));
        const aliasDialog = await screen.findByRole('dialog', { name: 'Add alias' });
        fireEvent.change(within(aliasDialog).getByLabelText(/Alias name/), { target: { value: 'Boiler' } });
        fireEvent.mouseDown(within(aliasDialog).getByRole('combobox', { name: /Filter type/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'Entity from dashboard state' }));
        fireEvent.click(within(aliasDialog).getByRole('button', { name: 'Add' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alias' })).toBeNull());
        fireEvent.click(footerButton('Save'));
        const [saved, aliases] = onSave.mock.calls[0] as [Widget, Record<string, EntityAlias>];
        const created = Object.values(aliases)[0];
        expect(created).toMatchObject({ alias: 'Boiler', filter: { type: 'stateEntity' } });
        expect(saved.config.targetDeviceAliasIds).toEqual([created.id]);
    });

    it('adds a row click action that opens a state, refusing a duplicate name', async () => {
        const onSave = vi.fn();
        const widget = { ...chart(), bundleAlias: 'cards', typeAlias: 'entities_table', type: 'latest' as const, config: { datasources: [], actions: { rowClick: [{ id: 'x', name: 'Details', type: 'openDashboardState' as const, targetDashboardStateId: 'details' }] } } };
        renderInAdmin(<WidgetConfigDialog widget={widget} aliases={{}} filters={{}} states={{ default: { name: 'Home', root: true, layouts: { main: { widgets: {} } } }, details: { name: 'Details', layouts: { main: { widgets: {} } } } }} onSave={onSave} onClose={() => undefined} />);
        fireEvent.click(screen.getByRole('tab', { name: 'Actions' }));
        fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
        const actionDialog = await screen.findByRole('dialog', { name: 'Add action' });
        fireEvent.mouseDown(within(actionDialog).getByRole('combobox', { name: /Action source/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'On row click' }));
        fireEvent.change(within(actionDialog).getByLabelText(/Name/), { target: { value: 'Details' } });
        fireEvent.click(within(actionDialog).getByRole('button', { name: 'Add' }));
        expect(within(actionDialog).getByText(/Another action with the same name already exists/)).toBeTruthy();
        expect(within(actionDialog).getByText('Target dashboard state is required.')).toBeTruthy();
        fireEvent.change(within(actionDialog).getByLabelText(/Name/), { target: { value: 'Open home' } });
        fireEvent.mouseDown(within(actionDialog).getByRole('combobox', { name: /Target dashboard state/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'Home' }));
        fireEvent.click(within(actionDialog).getByRole('button', { name: 'Add' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add action' })).toBeNull());
        fireEvent.click(footerButton('Save'));
        const saved = onSave.mock.calls[0][0] as Widget;
        expect(saved.config.actions?.rowClick.map(action => [action.name, action.targetDashboardStateId])).toEqual([['Details', 'details'], ['Open home', 'default']]);
    });
});

describe('data key dialog', () => {
    it('saves label, units, decimals and colour, and refuses decimals above 15', () => {
        const onSave = vi.fn();
        renderInAdmin(<DataKeyDialog dataKey={{ name: 'temperature', type: 'timeseries', label: 'temperature', color: '#2196f3', settings: {}, _hash: 1 }} onSave={onSave} onClose={() => undefined} />);
        fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Temperature' } });
        fireEvent.change(screen.getByLabelText(/Special symbol/), { target: { value: '°C' } });
        fireEvent.change(screen.getByLabelText(/Number of digits/), { target: { value: '16' } });
        fireEvent.change(screen.getByLabelText(/^Color/), { target: { value: '#f44336' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(screen.getByText('Decimals must be a whole number from 0 to 15.')).toBeTruthy();
        expect(onSave).not.toHaveBeenCalled();
        fireEvent.change(screen.getByLabelText(/Number of digits/), { target: { value: '1' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(onSave).toHaveBeenCalledWith({ name: 'temperature', type: 'timeseries', label: 'Temperature', color: '#f44336', units: '°C', decimals: 1, settings: {}, _hash: 1 });
    });

    it("switches post-processing on with ThingsBoard's 'return value;'", () => {
        const onSave = vi.fn();
        renderInAdmin(<DataKeyDialog dataKey={{ name: 'temperature', type: 'timeseries', label: 'temperature', color: '#2196f3' }} onSave={onSave} onClose={() => undefined} />);
        fireEvent.click(screen.getByLabelText('Use data post-processing function'));
        expect(screen.getByText(/time, value, prevValue, timePrev, prevOrigValue/)).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ usePostProcessing: true, postFuncBody: 'return value;' }));
    });
});
