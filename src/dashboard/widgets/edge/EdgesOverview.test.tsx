import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, testWidget } from '../controls/WidgetTestBed';
import { EdgesOverview } from './EdgesOverview';

/** The longest wait for the screen to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: async (url: string) => {
            if (url === '/api/entitiesQuery/find') return { data: [{ entityId: { entityType: 'EDGE', id: 'edge-1' }, latest: { ENTITY_FIELD: { name: { value: 'Edge Berlin' } } } }] };
            if (url === '/api/edge/edge-1/devices') return { data: [{ id: { id: 'd1' }, name: 'Thermostat T1' }, { id: { id: 'd2' }, name: 'Thermostat T2' }], totalElements: 52 };
            if (url === '/api/edge/edge-1/dashboards') return { data: [{ id: { id: 'db1' }, title: 'Thermostats' }], totalElements: 1 };
            return { data: [], totalElements: 0 };
        },
    },
}));

const scope = { aliases: { a1: { id: 'a1', alias: 'Edge', filter: { type: 'singleEntity', resolveMultiple: false, singleEntity: { entityType: 'EDGE', id: 'edge-1' } } } }, filters: {}, stateParams: {} } as never;

describe('Edge Quick Overview', () => {
    it("counts what the alias's edge carries, lists a group's entities when opened, and says how many more there are", async () => {
        renderWidget(<EdgesOverview widget={testWidget('edge_widgets', 'edges_overview', 'latest', { datasources: [{ type: 'entity', entityAliasId: 'a1', dataKeys: [] }] })} snapshot={{ data: [], loading: false, error: null }} width={400} height={300} />, scope);
        const list = await screen.findByRole('list', { name: 'Edge Berlin: quick overview' }, SLOW);
        const devices = await within(list).findByRole('button', { name: /Devices\s*52/ }, SLOW);
        expect(within(list).getByRole('button', { name: /Assets\s*0/ })).toHaveAttribute('aria-disabled', 'true');
        fireEvent.click(devices);
        expect(await screen.findByText('Thermostat T2', undefined, SLOW)).toBeInTheDocument();
        expect(screen.getByText('Not listed: 50')).toBeInTheDocument();
        fireEvent.click(within(list).getByRole('button', { name: /Dashboards\s*1/ }));
        expect(await screen.findByText('Thermostats', undefined, SLOW)).toBeInTheDocument();
    });

    it('says so when the alias stands for no edge', async () => {
        renderWidget(<EdgesOverview widget={testWidget('edge_widgets', 'edges_overview', 'latest', { datasources: [] })} snapshot={{ data: [], loading: false, error: null }} width={400} height={300} />);
        expect(await screen.findByText("No edge: the widget's alias stands for no edge", undefined, SLOW)).toBeInTheDocument();
    });
});
