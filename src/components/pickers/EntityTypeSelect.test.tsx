import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EntityTypeSelect, type EntityTypeSelectProps } from './EntityTypeSelect';
import { renderInAdmin } from './renderInAdmin';

const Harness = (props: Partial<EntityTypeSelectProps> & { onValue?: (type: string | null) => void }) => {
    const [value, setValue] = useState<string | null>(props.value ?? null);
    return (
        <EntityTypeSelect
            allowedEntityTypes={['DEVICE', 'ASSET', 'CURRENT_TENANT']}
            {...props}
            value={value}
            onChange={type => {
                setValue(type);
                props.onValue?.(type);
            }}
        />
    );
};

describe('entity type select', () => {
    it('offers the allowed types by their translated names and reports the pick', () => {
        const onValue = vi.fn();
        renderInAdmin(<Harness onValue={onValue} />);
        fireEvent.mouseDown(screen.getByRole('combobox'));
        const list = within(screen.getByRole('listbox'));
        expect(list.getAllByRole('option').map(option => option.textContent)).toEqual(['Device', 'Asset', 'Current Tenant']);
        fireEvent.click(list.getByText('Asset'));
        expect(onValue).toHaveBeenCalledWith('ASSET');
    });

    it("when required and empty shows 'Entity type is required.' after a visit", () => {
        renderInAdmin(<Harness required />);
        expect(screen.queryByText('Entity type is required.')).not.toBeInTheDocument();
        fireEvent.blur(screen.getByRole('combobox'));
        expect(screen.getByText('Entity type is required.')).toBeInTheDocument();
    });

    it('shows no error when a type is picked or when not required', () => {
        renderInAdmin(<Harness required value="DEVICE" showErrors />);
        renderInAdmin(<Harness showErrors />);
        expect(screen.queryByText('Entity type is required.')).not.toBeInTheDocument();
    });

    it('labels itself "Entity type" unless told otherwise', () => {
        renderInAdmin(<Harness />);
        expect(screen.getByLabelText('Entity type')).toBeInTheDocument();
    });
});
