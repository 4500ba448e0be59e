import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntityList } from './EntityList';
import { renderInAdmin } from './renderInAdmin';

const DEVICES = [{ id: 'd1', name: 'Pump' }, { id: 'd2', name: 'Valve' }];
const provider = {
    getList: vi.fn(async () => ({ data: DEVICES, total: 2 })),
    getMany: vi.fn(async () => ({ data: [DEVICES[0]] })),
};

describe('entity list', () => {
    it('shows the given entities as chips and adds a searched one', async () => {
        const onChange = vi.fn();
        renderInAdmin(<EntityList entityType="DEVICE" value={['d1']} onChange={onChange} />, provider);
        expect(await screen.findByText('Pump')).toBeInTheDocument();
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(await screen.findByText('Valve'));
        await act(async () => undefined);
        expect(onChange).toHaveBeenLastCalledWith(['d1', 'd2']);
    });

    it("when required and empty shows 'entity.entity-list-empty'", () => {
        renderInAdmin(<EntityList entityType="DEVICE" value={[]} onChange={() => undefined} required showErrors />, provider);
        expect(screen.getByText('At least one entity should be selected.')).toBeInTheDocument();
    });
});
