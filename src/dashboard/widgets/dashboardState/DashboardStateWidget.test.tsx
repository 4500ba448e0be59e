import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardState, Widget } from '../../model/dashboardConfig';
import type { StateParams } from '../../runtime/dashboardStateParam';
import { DashboardStatesContext, type DashboardStates } from '../../runtime/DashboardStatesContext';
import { renderWidget, widgetOf } from '../cards/widgetTestKit';
import { DashboardStateWidget } from './DashboardStateWidget';

// jsdom lays nothing out: the grid is given the width a screen would give it.
vi.mock('../../runtime/useElementSize', () => ({ useElementSize: () => [{ current: null }, { width: 600, height: 100 }] }));

const card = (id: string): Widget => ({ ...widgetOf('simple_card'), id, sizeX: 6, sizeY: 2 });
const stateWidget = (settings: Record<string, unknown>, id = 'embedder'): Widget => ({ ...widgetOf('dashboard_state_widget', { settings }, 'static'), id });

const states: Record<string, DashboardState> = {
    default: { name: 'Main', root: true, layouts: { main: { widgets: { embedder: { sizeX: 12, sizeY: 6, row: 0, col: 0 } } } } },
    details: { name: 'Details', root: false, layouts: { main: { widgets: { a: { sizeX: 6, sizeY: 2, row: 0, col: 0 }, b: { sizeX: 6, sizeY: 2, row: 2, col: 6 } }, gridSettings: { margin: 4 } } } },
    loop: { name: 'Loop', root: false, layouts: { main: { widgets: { looping: { sizeX: 12, sizeY: 4, row: 0, col: 0 } } } } },
};
const widgets: Record<string, Widget> = { a: card('a'), b: card('b'), embedder: stateWidget({ stateId: 'details' }), looping: stateWidget({ stateId: 'loop' }, 'looping') };

/** A dashboard that draws each widget as a label naming it, its state parameters and the states around it. */
function dashboard(stateParams: StateParams): DashboardStates {
    const drawn: DashboardStates = {
        states,
        widgets,
        stateParams,
        embedding: ['default'],
        renderWidget: (widget: Widget, params: StateParams, embedding: readonly string[]): ReactNode =>
            widget.typeAlias === 'dashboard_state_widget' ? (
                <DashboardStatesContext.Provider value={{ ...drawn, stateParams: params, embedding }}>
                    <div style={{ position: 'relative', height: 100 }}>
                        <DashboardStateWidget widget={widget} snapshot={{ data: [], loading: false, error: null }} width={600} height={100} />
                    </div>
                </DashboardStatesContext.Provider>
            ) : (
                <span data-testid="drawn">{`${widget.id} ${String(params.entityName ?? '-')} ${embedding.join('>')}`}</span>
            ),
    };
    return drawn;
}

const inDashboard = (stateParams: StateParams) => (node: ReactNode) => <DashboardStatesContext.Provider value={dashboard(stateParams)}>{node}</DashboardStatesContext.Provider>;

describe('dashboard state widget', () => {
    // A dashboard's widgets mount one after another (MountInTurn): the state's are awaited.
    it("draws the state's widgets with the parent's state parameters", async () => {
        renderWidget(DashboardStateWidget, stateWidget({ stateId: 'details' }), undefined, inDashboard({ entityName: 'Thermostat T1' }));
        await waitFor(() => expect(screen.getAllByTestId('drawn').map(node => node.textContent)).toEqual(['a Thermostat T1 default>details', 'b Thermostat T1 default>details']));
    });

    it('gives its widgets no parameters when it does not follow the parent', async () => {
        renderWidget(DashboardStateWidget, stateWidget({ stateId: 'details', syncParentStateParams: false }), undefined, inDashboard({ entityName: 'Thermostat T1' }));
        await waitFor(() => expect(screen.getAllByTestId('drawn').map(node => node.textContent)).toEqual(['a - default>details', 'b - default>details']));
    });

    it('asks for a state id without one, and names a state the dashboard does not have', () => {
        const first = renderWidget(DashboardStateWidget, stateWidget({}), undefined, inDashboard({}));
        expect(screen.getByText("Set the dashboard state id in the widget's advanced settings")).toBeTruthy();
        first.unmount();
        renderWidget(DashboardStateWidget, stateWidget({ stateId: 'gone' }), undefined, inDashboard({}));
        expect(screen.getByText("This dashboard has no state 'gone'")).toBeTruthy();
    });

    it('never draws a state inside itself', async () => {
        renderWidget(DashboardStateWidget, stateWidget({ stateId: 'loop' }), undefined, inDashboard({}));
        expect(await screen.findByText("The state 'loop' cannot show itself inside itself")).toBeTruthy();
    });
});
