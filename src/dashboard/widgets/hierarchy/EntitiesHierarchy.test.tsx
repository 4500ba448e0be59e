import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '../../model/dashboardConfig';
import { WidgetActionContext } from '../../runtime/WidgetActionContext';
import { WidgetScopeContext } from '../../runtime/WidgetScopeContext';
import { renderWidget, series, snapshotOf, widgetOf } from '../cards/widgetTestKit';
import { EntitiesHierarchy } from './EntitiesHierarchy';

/** The longest wait for the tree to settle: the machine may be busy (the tests await states, never time). */
const SLOW = { timeout: 15_000 };

interface Query {
    entityFilter: { type: string; rootEntity: { entityType: string; id: string }; direction: string; maxLevel: number; filters: Array<{ relationType: string | null }> };
    latestValues: Array<{ type: string; key: string }>;
}
const queries: Query[] = [];
/** Children by parent id: what the relations query finds. */
const related: Record<string, Array<{ entityType: string; id: string; name: string; temperature?: number }>> = {};

vi.mock('../../../providers/http/httpClient', () => ({
    httpClient: {
        request: async (url: string, options: { body?: Query } = {}) => {
            if (url !== '/api/entitiesQuery/find' || !options.body) throw new Error(`unexpected ${url}`);
            // An alias's own entities (a datasource without data keys).
            if (options.body.entityFilter.type === 'singleEntity') return { data: [{ entityId: { entityType: 'ASSET', id: 'b1' }, latest: { ENTITY_FIELD: { name: { value: 'Building A' }, label: { value: '' } } } }] };
            queries.push(options.body);
            const children = related[options.body.entityFilter.rootEntity.id] ?? [];
            return {
                data: children.map(child => ({
                    entityId: { entityType: child.entityType, id: child.id },
                    latest: { ENTITY_FIELD: { name: { value: child.name }, label: { value: '' } }, TIME_SERIES: child.temperature === undefined ? {} : { temperature: { value: String(child.temperature) } } },
                })),
            };
        },
    },
}));
// The node functions run in the sandbox; a plain call stands in for its worker.
vi.mock('../../postProcessing/sharedSandbox', () => ({
    sharedDataKeySandbox: () => ({
        run: async (jobs: Array<{ body: string; argNames: string[]; args: unknown[] }>) =>
            jobs.map(job => {
                try {
                    return { points: [], previous: null, error: null, value: new Function(...job.argNames, job.body)(...job.args) };
                } catch (error) {
                    return { points: [], previous: null, error: String(error) };
                }
            }),
    }),
}));

const building = (name: string, id: string) => series({ name, id, type: 'ASSET' }, { name: 'temperature', label: 'temperature' }, [[1, 21]]);
const device = (name: string, id: string) => series({ name, id, type: 'DEVICE' }, { name: 'temperature', label: 'temperature' }, [[1, 19.5]]);
/** The widget on an alias of sites, reading each entity's temperature. */
const hierarchyWidget = (config: WidgetConfig = {}) =>
    widgetOf('entities_hierarchy', { datasources: [{ type: 'entity', entityAliasId: 'sites', dataKeys: [{ name: 'temperature', type: 'timeseries', label: 'temperature' }] }], ...config });
const treeItems = () => within(screen.getByRole('tree')).queryAllByRole('treeitem');
const itemNames = () => treeItems().map(item => item.querySelector('[data-node-text]')?.textContent);

beforeEach(() => {
    queries.length = 0;
    for (const key of Object.keys(related)) delete related[key];
});

describe('entities hierarchy widget', () => {
    it("shows the datasources' entities by type then name, opens them and lists what each 'Contains', one level deeper", async () => {
        related.b1 = [{ entityType: 'DEVICE', id: 'd2', name: 'Thermostat T2' }, { entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1' }];
        renderWidget(EntitiesHierarchy, hierarchyWidget({ title: 'Sites' }), snapshotOf([device('Meter', 'm1'), building('Building B', 'b2'), building('Building A', 'b1')]));
        await waitFor(() => expect(itemNames()).toEqual(['Building A', 'Thermostat T1', 'Thermostat T2', 'Building B', 'Meter']), SLOW);
        expect(screen.getByRole('tree', { name: 'Sites' })).toBeTruthy();
        expect(treeItems().map(item => item.getAttribute('aria-level'))).toEqual(['1', '2', '2', '1', '1']);
        // The default relations query: 'Contains' relations from the node, one level.
        const ofBuildingA = queries.find(query => query.entityFilter.rootEntity.id === 'b1');
        expect(ofBuildingA?.entityFilter).toMatchObject({ type: 'relationsQuery', rootEntity: { entityType: 'ASSET', id: 'b1' }, direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains' }] });
        expect(ofBuildingA?.latestValues).toEqual([{ type: 'TIME_SERIES', key: 'temperature' }]);
        // Opened nodes that found nothing are leaves: no toggle.
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Close Building B' })).toBeNull(), SLOW);
        expect(screen.getByRole('button', { name: 'Close Building A' })).toBeTruthy();
    });

    it('closes and opens a node by its toggle and by the arrow keys', async () => {
        related.b1 = [{ entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1' }];
        renderWidget(EntitiesHierarchy, hierarchyWidget(), snapshotOf([building('Building A', 'b1')]));
        await waitFor(() => expect(itemNames()).toEqual(['Building A', 'Thermostat T1']), SLOW);
        fireEvent.click(screen.getByRole('button', { name: 'Close Building A' }));
        expect(itemNames()).toEqual(['Building A']);
        expect(treeItems()[0]!.getAttribute('aria-expanded')).toBe('false');
        fireEvent.keyDown(treeItems()[0]!.firstElementChild!, { key: 'ArrowRight' });
        expect(itemNames()).toEqual(['Building A', 'Thermostat T1']);
    });

    it("draws each node by the settings' text, icon, disabled, opened and sort functions with nodeCtx", async () => {
        related.b1 = [{ entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1', temperature: 23 }, { entityType: 'DEVICE', id: 'd2', name: 'Thermostat T2', temperature: 18 }];
        const settings = {
            nodeTextFunction: "var t = nodeCtx.data.temperature; return nodeCtx.entity.name + (t !== '' ? ' <b>' + t + ' °C</b>' : '') + '<img src=x onerror=alert(1)>';",
            nodeIconFunction: "return nodeCtx.level === 1 ? { materialIcon: 'home' } : 'default';",
            nodeDisabledFunction: 'return nodeCtx.level === 2 && nodeCtx.parentNodeCtx.entity.name === "Building A" && Number(nodeCtx.data.temperature) < 20;',
            nodesSortFunction: 'return Number(nodeCtx2.data.temperature) - Number(nodeCtx1.data.temperature);',
            // A commented-out example returns nothing: ThingsBoard's default stays.
            nodeOpenedFunction: '/** return false; **/',
        };
        const runActions = vi.fn();
        renderWidget(EntitiesHierarchy, hierarchyWidget({ settings }), snapshotOf([building('Building A', 'b1')]), node => (
            <WidgetActionContext.Provider value={runActions}>{node}</WidgetActionContext.Provider>
        ));
        await waitFor(() => expect(itemNames()).toEqual(['Building A 21 °C', 'Thermostat T1 23 °C', 'Thermostat T2 18 °C']), SLOW);
        expect(treeItems()[1]!.querySelector('b')?.textContent).toBe('23 °C');
        expect(screen.getByRole('tree').querySelector('img[onerror]')).toBeNull();
        expect(treeItems()[0]!.querySelector('[data-testid="HomeIcon"]')).toBeTruthy();
        expect(treeItems()[1]!.querySelector('[data-testid="DevicesOtherIcon"]')).toBeTruthy();
        expect(treeItems()[2]!.getAttribute('aria-disabled')).toBe('true');

        fireEvent.click(treeItems()[2]!.firstElementChild!);
        expect(runActions).not.toHaveBeenCalled();
        fireEvent.click(treeItems()[1]!.firstElementChild!);
        expect(runActions).toHaveBeenCalledWith('nodeSelected', { entityId: { entityType: 'DEVICE', id: 'd1' }, entityName: 'Thermostat T1', entityLabel: '' });
        expect(treeItems()[1]!.getAttribute('aria-selected')).toBe('true');
    });

    it("asks the children by the relations query function's query and stops where has-children says no", async () => {
        related.b1 = [{ entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1' }];
        related.d1 = [{ entityType: 'DEVICE', id: 'd9', name: 'Sensor' }];
        const settings = {
            nodeRelationQueryFunction: "return { parameters: { rootId: nodeCtx.entity.id.id, rootType: nodeCtx.entity.id.entityType, direction: 'FROM', maxLevel: 2 }, filters: [{ relationType: 'Manages', entityTypes: ['DEVICE'] }] };",
            nodeHasChildrenFunction: 'return nodeCtx.level < 2;',
        };
        renderWidget(EntitiesHierarchy, hierarchyWidget({ settings }), snapshotOf([building('Building A', 'b1')]));
        await waitFor(() => expect(itemNames()).toEqual(['Building A', 'Thermostat T1']), SLOW);
        expect(queries).toHaveLength(1);
        expect(queries[0]!.entityFilter).toMatchObject({ maxLevel: 2, filters: [{ relationType: 'Manages', entityTypes: ['DEVICE'] }] });
        expect(treeItems()[1]!.getAttribute('aria-expanded')).toBeNull();
    });

    it("shows the entities of a datasource that names no data key (ThingsBoard's keys are optional here)", async () => {
        related.b1 = [{ entityType: 'DEVICE', id: 'd1', name: 'Thermostat T1' }];
        const scope = { aliases: { sites: { id: 'sites', alias: 'Sites', filter: { type: 'singleEntity', singleEntity: { entityType: 'ASSET', id: 'b1' }, resolveMultiple: false } } }, filters: {}, stateParams: {} } as never;
        renderWidget(EntitiesHierarchy, widgetOf('entities_hierarchy', { datasources: [{ type: 'entity', entityAliasId: 'sites', dataKeys: [] }] }), snapshotOf([]), node => (
            <WidgetScopeContext.Provider value={scope}>{node}</WidgetScopeContext.Provider>
        ));
        await waitFor(() => expect(itemNames()).toEqual(['Building A', 'Thermostat T1']), SLOW);
    });

    it('says so when the datasources resolve to no entity', () => {
        renderWidget(EntitiesHierarchy, hierarchyWidget(), snapshotOf([]));
        expect(screen.getByText('No entities found')).toBeTruthy();
    });
});
