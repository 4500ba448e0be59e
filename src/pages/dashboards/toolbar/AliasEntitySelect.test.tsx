import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { EntityAlias } from '../../../dashboard/model/dashboardConfig';
import { AliasEntitySelect } from './AliasEntitySelect';
import { applyAliasSelections } from './aliasSelections';
import { useAliasSelections } from './useAliasSelections';

// The server lists two thermostats for any alias.
vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: vi.fn(async () => ({
            data: ['T1', 'T2'].map(name => ({ entityId: { entityType: 'DEVICE', id: `id-${name}` }, latest: { ENTITY_FIELD: { name: { value: name }, label: { value: '' } } } })),
        })),
    },
}));

const aliases: Record<string, EntityAlias> = {
    a1: { id: 'a1', alias: 'Thermostat', filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: false } },
    many: { id: 'many', alias: 'Every thermostat', filter: { type: 'deviceType', deviceType: 'thermostat', deviceNameFilter: '', resolveMultiple: true } },
};

/** The toolbar's select beside a stand-in widget that shows which entity its alias stands for now. */
const Harness = () => {
    const { selections, select } = useAliasSelections();
    const shown = applyAliasSelections(aliases, selections).a1.filter;
    const { search } = useLocation();
    return (
        <>
            <AliasEntitySelect aliases={aliases} stateParams={{}} selections={selections} onSelect={select} />
            <output aria-label="widget">{shown.type === 'singleEntity' ? shown.singleEntity?.id : 'first of the type'}</output>
            <output aria-label="url">{search}</output>
        </>
    );
};

const renderHarness = (initialUrl = '/dashboards/d1') =>
    render(
        <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter initialEntries={[initialUrl]}>
                <Harness />
            </MemoryRouter>
        </QueryClientProvider>,
    );

describe('AliasEntitySelect', () => {
    it('lists the entities of an alias that shows one of several, and the pick changes what the widget shows', async () => {
        renderHarness('/dashboards/d1?state=abc');
        const select = await screen.findByRole('combobox', { name: 'Thermostat' });
        // An alias resolving to multiple entities gets no select.
        expect(screen.queryByRole('combobox', { name: 'Every thermostat' })).toBeNull();
        expect(select).toHaveTextContent('T1');
        expect(screen.getByLabelText('widget')).toHaveTextContent('first of the type');

        fireEvent.mouseDown(select);
        fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'T2' }));

        expect(screen.getByLabelText('widget')).toHaveTextContent('id-T2');
        expect(screen.getByRole('combobox', { name: 'Thermostat' })).toHaveTextContent('T2');
        // Kept in the URL beside the state, so a reload shows the same entity.
        const url = new URLSearchParams(screen.getByLabelText('url').textContent ?? '');
        expect(url.get('state')).toBe('abc');
        expect(JSON.parse(url.get('aliasEntities') ?? '{}')).toEqual({ a1: { entityType: 'DEVICE', id: 'id-T2' } });
    });

    it('restores a pick from the URL', async () => {
        renderHarness(`/dashboards/d1?aliasEntities=${encodeURIComponent(JSON.stringify({ a1: { entityType: 'DEVICE', id: 'id-T2' } }))}`);
        expect(await screen.findByRole('combobox', { name: 'Thermostat' })).toHaveTextContent('T2');
        expect(screen.getByLabelText('widget')).toHaveTextContent('id-T2');
    });
});
