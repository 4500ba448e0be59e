import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityAutocomplete, type EntityAutocompleteProps } from './EntityAutocomplete';
import { renderInAdmin } from './renderInAdmin';

const DEVICES: RaRecord[] = [
    { id: 'd1', name: 'Thermometer A', type: 'thermometer' },
    { id: 'd2', name: 'Thermometer B', type: 'thermometer' },
];

const fakeProvider = () => ({
    getList: vi.fn(async () => ({ data: DEVICES, total: DEVICES.length })),
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => {
        const found = DEVICES.find(device => device.id === id);
        if (!found) throw new Error('not found');
        return { data: found };
    }),
});

/** Holds the value like a dialog would, so type changes can be driven from outside. */
const Harness = (props: Partial<EntityAutocompleteProps> & { onValue?: (id: string | null) => void }) => {
    const [value, setValue] = useState<string | null>(props.value ?? null);
    return (
        <EntityAutocomplete
            entityType="DEVICE"
            {...props}
            value={value}
            onChange={id => {
                setValue(id);
                props.onValue?.(id);
            }}
        />
    );
};

const flush = () => act(async () => {
    await Promise.resolve();
});

describe('entity autocomplete', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('searches 150 ms after typing stops, 50 rows sorted by title', async () => {
        const provider = fakeProvider();
        renderInAdmin(<Harness />, provider);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        await flush();
        provider.getList.mockClear();
        fireEvent.change(input, { target: { value: 'Therm' } });
        await act(async () => vi.advanceTimersByTime(149));
        expect(provider.getList).not.toHaveBeenCalled();
        await act(async () => vi.advanceTimersByTime(1));
        expect(provider.getList).toHaveBeenCalledWith('devices', {
            pagination: { page: 1, perPage: 50 },
            sort: { field: 'name', order: 'ASC' },
            filter: { q: 'Therm' },
            meta: { ignoreLoading: true },
        });
    });

    it('passes the subtype to the search', async () => {
        const provider = fakeProvider();
        renderInAdmin(<Harness subType="thermometer" />, provider);
        fireEvent.mouseDown(screen.getByRole('combobox'));
        await flush();
        expect(provider.getList).toHaveBeenCalledWith('devices', expect.objectContaining({ filter: { type: 'thermometer' } }));
    });

    it('picks an entity and reports its id', async () => {
        const onValue = vi.fn();
        renderInAdmin(<Harness onValue={onValue} />, fakeProvider());
        fireEvent.mouseDown(screen.getByRole('combobox'));
        await flush();
        fireEvent.click(screen.getByText('Thermometer B'));
        expect(onValue).toHaveBeenLastCalledWith('d2');
        expect(screen.getByRole('combobox')).toHaveValue('Thermometer B');
    });

    it('shows the type\'s own "no matching" text with the searched text', async () => {
        const provider = { ...fakeProvider(), getList: vi.fn(async () => ({ data: [], total: 0 })) };
        renderInAdmin(<Harness entityType="ASSET" />, provider);
        const input = screen.getByRole('combobox');
        fireEvent.mouseDown(input);
        fireEvent.change(input, { target: { value: 'pump' } });
        await act(async () => vi.advanceTimersByTime(150));
        expect(screen.getByText("No assets matching 'pump' were found.")).toBeInTheDocument();
    });

    it.each([
        ['DEVICE', 'Device is required.'],
        ['ASSET', 'Asset is required'],
        ['CUSTOMER', 'Customer is required'],
        ['ENTITY_VIEW', 'Entity view is required.'],
    ])('when required, a %s shows "%s" after a visit', async (entityType, message) => {
        renderInAdmin(<Harness entityType={entityType} required />, fakeProvider());
        expect(screen.queryByText(message)).not.toBeInTheDocument();
        fireEvent.blur(screen.getByRole('combobox'));
        expect(screen.getByText(message)).toBeInTheDocument();
    });

    it('lets the caller override the required text', () => {
        renderInAdmin(<Harness required requiredText="relation.relation-type-required" showErrors />, fakeProvider());
        expect(screen.getByText('Relation type is required.')).toBeInTheDocument();
    });

    it('shows the name of a given id, and nulls an id that does not load', async () => {
        const onValue = vi.fn();
        renderInAdmin(<Harness value="d1" />, fakeProvider());
        await flush();
        expect(screen.getByRole('combobox')).toHaveValue('Thermometer A');
        const provider = fakeProvider();
        renderInAdmin(<Harness value="gone" onValue={onValue} />, provider);
        await flush();
        expect(onValue).toHaveBeenCalledWith(null);
        // Part 2 §7: the load ignores errors and the loading indicator, so no toast reports it.
        expect(provider.getOne).toHaveBeenCalledWith('devices', { id: 'gone', meta: { ignoreErrors: true, ignoreLoading: true } });
    });

    it('clears the selection when the entity type changes', async () => {
        const onValue = vi.fn();
        const Switcher = () => {
            const [entityType, setEntityType] = useState('DEVICE');
            return (
                <>
                    <button onClick={() => setEntityType('ASSET')}>switch</button>
                    <Harness value="d1" entityType={entityType} onValue={onValue} />
                </>
            );
        };
        renderInAdmin(<Switcher />, fakeProvider());
        await flush();
        expect(screen.getByRole('combobox')).toHaveValue('Thermometer A');
        fireEvent.click(screen.getByText('switch'));
        expect(onValue).toHaveBeenCalledWith(null);
        expect(screen.getByRole('combobox')).toHaveValue('');
    });

    it('clearing the text nulls the value', async () => {
        const onValue = vi.fn();
        renderInAdmin(<Harness value="d1" onValue={onValue} />, fakeProvider());
        await flush();
        fireEvent.change(screen.getByRole('combobox'), { target: { value: '' } });
        expect(onValue).toHaveBeenLastCalledWith(null);
    });

    it('clears a pick whose type no longer matches a changed subtype', async () => {
        const onValue = vi.fn();
        const Switcher = () => {
            const [subType, setSubType] = useState('thermometer');
            return (
                <>
                    <button onClick={() => setSubType('pump')}>switch</button>
                    <Harness value="d1" subType={subType} onValue={onValue} />
                </>
            );
        };
        renderInAdmin(<Switcher />, fakeProvider());
        await flush();
        expect(onValue).not.toHaveBeenCalled();
        fireEvent.click(screen.getByText('switch'));
        expect(onValue).toHaveBeenCalledWith(null);
    });
});
