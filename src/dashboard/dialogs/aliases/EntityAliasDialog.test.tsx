import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../components/pickers/renderInAdmin';
import type { EntityAlias } from '../../model/dashboardConfig';
import { ALIAS_FILTER_TYPES } from './aliasFilterModel';
import { SAMPLE_FILTERS } from './aliasFilterSamples.test-data';
import { EntityAliasDialog } from './EntityAliasDialog';
import { EntityAliasesDialog } from './EntityAliasesDialog';

const provider = {
    getOne: vi.fn(async (_resource: never, params: { id: string }) => ({ data: { id: params.id, name: `Entity ${params.id}` } })),
    getMany: vi.fn(async (_resource: never, params: { ids: string[] }) => ({ data: params.ids.map(id => ({ id, name: `Entity ${id}` })) })),
    getList: vi.fn(async () => ({ data: [{ id: 'd1', name: 'Thermostat T1' }], total: 1 })),
};

const entity = (id: string, name: string) => ({ entityId: { entityType: 'DEVICE', id }, latest: { ENTITY_FIELD: { name: { ts: 0, value: name }, label: { ts: 0, value: '' } } }, timeseries: {} });

vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: vi.fn(async (path: string) =>
            path === '/api/entitiesQuery/find'
                ? { data: [entity('d1', 'Thermostat T1'), entity('d2', 'Thermostat T2')], totalPages: 1, totalElements: 2, hasNext: false }
                : [{ type: 'thermostat' }]
        ),
    },
}));

const dialogButton = (name: string) => within(document.querySelector('.MuiDialogActions-root') as HTMLElement).getByRole('button', { name });
const pick = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(screen.getAllByLabelText(label).filter(element => element.getAttribute('role') === 'combobox').pop()!);
    fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('entity alias dialog', () => {
    it.each(ALIAS_FILTER_TYPES)('saves a %s alias unchanged (its JSON round-trips)', async type => {
        const alias: EntityAlias = { id: `id-${type}`, alias: `Alias ${type}`, filter: SAMPLE_FILTERS[type] };
        const onSave = vi.fn();
        renderInAdmin(<EntityAliasDialog alias={alias} aliases={[alias]} onSave={onSave} onClose={() => undefined} />, provider);
        fireEvent.click(dialogButton('Save'));
        expect(onSave).toHaveBeenCalledWith(alias);
    });

    it('refuses an empty or duplicate name, then adds a device type alias', async () => {
        const existing: EntityAlias = { id: 'x', alias: 'Thermostats', filter: SAMPLE_FILTERS.deviceType };
        const onSave = vi.fn();
        renderInAdmin(<EntityAliasDialog aliases={{ x: existing }} onSave={onSave} onClose={() => undefined} />, provider);
        fireEvent.click(dialogButton('Add'));
        expect(screen.getByText('Alias name is required.')).toBeTruthy();
        expect(screen.getByText('Entity is required.')).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/Alias name/), { target: { value: 'thermostats' } });
        expect(screen.getByText('Alias with same name is already exists.')).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/Alias name/), { target: { value: ' All devices ' } });
        await pick(/Filter type/, 'Device type');
        fireEvent.click(dialogButton('Add'));
        expect(screen.getByText('Device type is required.')).toBeTruthy();
        fireEvent.change(screen.getByRole('combobox', { name: /Device type/ }), { target: { value: 'thermostat' } });
        fireEvent.change(screen.getByLabelText('Name starts with'), { target: { value: 'T' } });
        fireEvent.click(screen.getByLabelText('Resolve as multiple entities'));
        fireEvent.click(dialogButton('Add'));
        expect(onSave).toHaveBeenCalledWith({
            id: expect.any(String),
            alias: 'All devices',
            filter: { type: 'deviceType', resolveMultiple: false, deviceType: 'thermostat', deviceNameFilter: 'T' },
        });
    });

    it('previews how many entities a complete filter resolves to', async () => {
        const alias: EntityAlias = { id: 'a', alias: 'Thermostats', filter: SAMPLE_FILTERS.deviceType };
        renderInAdmin(<EntityAliasDialog alias={alias} aliases={[alias]} onSave={() => undefined} onClose={() => undefined} />, provider);
        await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Resolves to 2 entities: Thermostat T1, Thermostat T2'));
    });
});

describe('entity aliases dialog', () => {
    it('lists, deletes and adds aliases, then saves the map', async () => {
        const aliases: Record<string, EntityAlias> = {
            a: { id: 'a', alias: 'Thermostats', filter: SAMPLE_FILTERS.deviceType },
            b: { id: 'b', alias: 'Rooms', filter: SAMPLE_FILTERS.assetType },
        };
        const onSave = vi.fn();
        renderInAdmin(<EntityAliasesDialog aliases={aliases} onSave={onSave} onClose={() => undefined} />, provider);
        expect(screen.getByText('Device type')).toBeTruthy();
        fireEvent.click(screen.getByLabelText('Delete alias Rooms'));
        fireEvent.click(screen.getByRole('button', { name: 'Add alias' }));
        fireEvent.change(screen.getByLabelText(/Alias name/), { target: { value: 'Usage' } });
        await pick(/Filter type/, 'Api Usage State');
        const aliasDialog = screen.getByRole('dialog', { name: 'Add alias' });
        fireEvent.click(within(aliasDialog).getByRole('button', { name: 'Add' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add alias' })).toBeNull());
        expect(screen.getByText('Usage')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        const saved = onSave.mock.calls[0][0] as Record<string, EntityAlias>;
        expect(Object.values(saved).map(alias => alias.alias)).toEqual(['Thermostats', 'Usage']);
        expect(Object.values(saved)[1]).toMatchObject({ filter: { type: 'apiUsageState', resolveMultiple: false } });
    });
});
