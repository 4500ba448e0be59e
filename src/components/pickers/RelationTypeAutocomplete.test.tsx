import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RelationTypeAutocomplete, type RelationTypeAutocompleteProps } from './RelationTypeAutocomplete';
import { renderInAdmin } from './renderInAdmin';

const Harness = (props: Partial<RelationTypeAutocompleteProps> & { onValue?: (type: string | null) => void }) => {
    const [value, setValue] = useState<string | null>(props.value ?? null);
    return (
        <RelationTypeAutocomplete
            {...props}
            value={value}
            onChange={type => {
                setValue(type);
                props.onValue?.(type);
            }}
        />
    );
};

describe('relation type autocomplete', () => {
    it('suggests Contains and Manages plus the given types, filtered by prefix', () => {
        renderInAdmin(<Harness additionalRelationTypes={['Uses']} />);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['Contains', 'Manages', 'Uses']);
        fireEvent.change(input, { target: { value: 'ma' } });
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['Manages']);
    });

    it('takes free text as the value, and null when emptied', () => {
        const onValue = vi.fn();
        renderInAdmin(<Harness onValue={onValue} />);
        const input = screen.getByRole('combobox');
        fireEvent.change(input, { target: { value: 'Feeds' } });
        expect(onValue).toHaveBeenLastCalledWith('Feeds');
        fireEvent.change(input, { target: { value: '' } });
        expect(onValue).toHaveBeenLastCalledWith(null);
    });

    it('picks a suggestion', () => {
        const onValue = vi.fn();
        renderInAdmin(<Harness onValue={onValue} />);
        fireEvent.mouseDown(screen.getByRole('combobox'));
        fireEvent.click(screen.getByText('Manages'));
        expect(onValue).toHaveBeenLastCalledWith('Manages');
    });

    it("when required and empty shows 'relation.relation-type-required' after a visit", () => {
        renderInAdmin(<Harness required />);
        expect(screen.queryByText('Relation type is required.')).not.toBeInTheDocument();
        fireEvent.blur(screen.getByRole('combobox'));
        expect(screen.getByText('Relation type is required.')).toBeInTheDocument();
    });

    it('flags more than 255 characters at once', () => {
        renderInAdmin(<Harness value={'x'.repeat(256)} />);
        expect(screen.getByText('Relation type should be less than 256')).toBeInTheDocument();
    });
});
