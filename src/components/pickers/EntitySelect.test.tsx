import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NULL_UUID } from './entityTypes';
import { EntitySelect } from './EntitySelect';
import { renderInAdmin } from './renderInAdmin';

const provider = {
    getList: vi.fn(async () => ({ data: [{ id: 'a1', name: 'Boiler room' }], total: 1 })),
    getOne: vi.fn(async () => ({ data: { id: 'a1', name: 'Boiler room' } })),
};

const pickType = (name: string) => {
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]);
    fireEvent.click(within(screen.getByRole('listbox')).getByText(name));
};

describe('entity select', () => {
    it('gives the null id for a fixed alias and shows no entity picker', () => {
        const onChange = vi.fn();
        renderInAdmin(<EntitySelect value={null} onChange={onChange} allowedEntityTypes={['ASSET', 'CURRENT_TENANT']} />, provider);
        pickType('Current Tenant');
        expect(onChange).toHaveBeenLastCalledWith({ entityType: 'CURRENT_TENANT', id: NULL_UUID });
        expect(screen.getAllByRole('combobox')).toHaveLength(1);
    });

    it('stays null until both a type and an entity are picked', async () => {
        const onChange = vi.fn();
        renderInAdmin(<EntitySelect value={null} onChange={onChange} allowedEntityTypes={['ASSET', 'CURRENT_TENANT']} />, provider);
        pickType('Asset');
        expect(onChange).toHaveBeenLastCalledWith(null);
        fireEvent.mouseDown(screen.getAllByRole('combobox')[1]);
        fireEvent.click(await screen.findByText('Boiler room'));
        await act(async () => undefined);
        expect(onChange).toHaveBeenLastCalledWith({ entityType: 'ASSET', id: 'a1' });
    });
});
