import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntityTypeList } from './EntityTypeList';
import { renderInAdmin } from './renderInAdmin';

const ALLOWED = ['DEVICE', 'ASSET', 'ENTITY_VIEW'];

describe('entity type list', () => {
    it('adds a type as a chip and reports the list', () => {
        const onChange = vi.fn();
        renderInAdmin(<EntityTypeList value={['DEVICE']} onChange={onChange} allowedEntityTypes={ALLOWED} />);
        expect(screen.getByText('Device')).toBeInTheDocument();
        const input = screen.getByRole('combobox');
        fireEvent.change(input, { target: { value: 'view' } });
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['Entity View']);
        fireEvent.click(screen.getByText('Entity View'));
        expect(onChange).toHaveBeenLastCalledWith(['DEVICE', 'ENTITY_VIEW']);
    });

    it('does not offer a chosen type again, and says when nothing matches', () => {
        renderInAdmin(<EntityTypeList value={['DEVICE']} onChange={() => undefined} allowedEntityTypes={ALLOWED} />);
        fireEvent.change(screen.getByRole('combobox'), { target: { value: 'devi' } });
        expect(screen.getByText("No entity types matching 'devi' were found.")).toBeInTheDocument();
    });

    it("names a type it does not know 'Unknown'", () => {
        renderInAdmin(<EntityTypeList value={['SPACESHIP']} onChange={() => undefined} allowedEntityTypes={ALLOWED} />);
        expect(screen.getByText('Unknown')).toBeInTheDocument();
    });

    it('reports null once the last chip is removed, and requires one when asked', () => {
        const onChange = vi.fn();
        renderInAdmin(<EntityTypeList value={['ASSET']} onChange={onChange} allowedEntityTypes={ALLOWED} />);
        fireEvent.click(screen.getByTestId('CancelIcon'));
        expect(onChange).toHaveBeenLastCalledWith(null);
        renderInAdmin(<EntityTypeList value={null} onChange={() => undefined} allowedEntityTypes={ALLOWED} required showErrors />);
        expect(screen.getByText('At least one entity type should be selected.')).toBeInTheDocument();
    });
});
