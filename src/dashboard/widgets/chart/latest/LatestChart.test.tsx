import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '../../../model/dashboardConfig';
import type { WidgetDataSnapshot } from '../../../model/widgetData';
import { WidgetActionContext } from '../../../runtime/WidgetActionContext';
import { deviceSnapshot, renderWidget, testWidget } from '../../controls/WidgetTestBed';
import { latestChartWidget } from './LatestChart';
import type { LatestChartKind } from './latestChartSettings';
import { latestSeries, sharesOf } from './latestSeries';

const TYPES: Record<LatestChartKind, string> = { pie: 'pie_chart_js', doughnut: 'doughnut_chart_js', flotPie: 'pie', polarArea: 'polar_area_chart_js', radar: 'radar_chart_js', bars: 'bars' };

/** Three keys of one device with their colours and units. */
const energy = (values: Record<string, unknown> = { solar: 30, wind: 10, grid: 60 }): WidgetDataSnapshot => {
    const snapshot = deviceSnapshot(values);
    snapshot.data.forEach((entry, index) => {
        entry.dataKey = { ...entry.dataKey, label: entry.dataKey.name[0]!.toUpperCase() + entry.dataKey.name.slice(1), color: ['#2196f3', '#4caf50', '#f44336'][index], units: 'kWh', decimals: 1 };
    });
    return snapshot;
};

const show = (kind: LatestChartKind, snapshot: WidgetDataSnapshot, config: Partial<WidgetConfig> = {}) => {
    const Chart = latestChartWidget(kind);
    return renderWidget(<Chart widget={testWidget('charts', TYPES[kind], 'latest', config)} snapshot={snapshot} width={400} height={300} />);
};

describe('latest values of the latest charts', () => {
    it('takes each key\'s last value, label, colour, units and decimals', () => {
        const [solar] = latestSeries(energy().data, {});
        expect(solar).toMatchObject({ label: 'Solar', color: '#2196f3', value: 30, text: '30.0 kWh', units: 'kWh' });
    });

    it('shares only the positive values', () => {
        expect(sharesOf([{ value: 30 }, { value: -5 }, { value: null }, { value: 10 }])).toEqual([75, 0, 0, 25]);
    });
});

describe('the pie and doughnut charts', () => {
    it('draws one slice per key with a positive value and lists every key in the legend with its value', () => {
        show('pie', energy({ solar: 30, wind: 0, grid: 60 }));
        expect(screen.getAllByTestId('chart-slice')).toHaveLength(2);
        const legend = screen.getByRole('list', { name: 'Legend' });
        expect(legend).toHaveTextContent('Solar (kWh)30.0 kWh');
        expect(legend).toHaveTextContent('Wind (kWh)0.0 kWh');
    });

    it('cuts a hole in the doughnut and draws its borders with the configured width', () => {
        const { container } = show('doughnut', energy(), { settings: { borderWidth: 3, legend: { display: false } } });
        const slice = screen.getAllByTestId('chart-slice')[0]!;
        // A ring segment has two arcs; a pie wedge one.
        expect(slice.getAttribute('d')!.match(/A /g)).toHaveLength(2);
        expect(slice).toHaveAttribute('stroke-width', '3');
        expect(container.querySelector('ul')).toBeNull();
    });

    it('puts Flot\'s labels and percentages on the slices, with the decimals set', () => {
        show('flotPie', energy(), { settings: { decimals: 0, showLabels: true, showPercentages: true } });
        expect(screen.getByText('60%')).toBeInTheDocument();
        expect(screen.getAllByText('Grid').length).toBeGreaterThan(0);
    });

    it('leaves the percentages off when showPercentages is off', () => {
        show('flotPie', energy(), { settings: { showPercentages: false } });
        expect(screen.queryByText('60.0%')).toBeNull();
    });

    it('runs the widget\'s slice-click actions with the slice\'s entity', () => {
        const run = vi.fn();
        const Chart = latestChartWidget('flotPie');
        renderWidget(
            <WidgetActionContext.Provider value={run}>
                <Chart widget={testWidget('charts', 'pie', 'latest', { actions: { sliceClick: [{ id: 'a', name: 'Open', icon: 'more_horiz', type: 'openDashboardState', targetDashboardStateId: 's' }] } })} snapshot={energy()} width={400} height={300} />
            </WidgetActionContext.Provider>,
        );
        fireEvent.click(screen.getAllByTestId('chart-slice')[0]!);
        expect(run).toHaveBeenCalledWith('sliceClick', expect.objectContaining({ entityId: { entityType: 'DEVICE', id: 'dev-1' } }));
    });

    it('shows a tooltip with the value and share on hover, and none when showTooltip is off', () => {
        const { unmount } = show('pie', energy());
        fireEvent.mouseMove(screen.getAllByTestId('chart-slice')[2]!);
        expect(screen.getByRole('tooltip')).toHaveTextContent('Grid: 60.0 kWh (60.0%)');
        unmount();
        show('pie', energy(), { settings: { showTooltip: false } });
        fireEvent.mouseMove(screen.getAllByTestId('chart-slice')[2]!);
        expect(screen.queryByRole('tooltip')).toBeNull();
    });
});

describe('the polar area, radar and bar charts', () => {
    it('gives each key of the polar area an equal wedge, longer for a larger value', () => {
        show('polarArea', energy());
        const [solar, , grid] = screen.getAllByTestId('chart-slice');
        // The wedge's outer radius is in its arc command.
        const radius = (path: Element) => Number(/A ([\d.]+)/.exec(path.getAttribute('d')!)![1]);
        expect(radius(grid!)).toBeCloseTo(radius(solar!) * 2, 1);
    });

    it('joins the radar\'s values into one shape and names its entity in the legend', () => {
        show('radar', energy());
        expect(screen.getAllByTestId('chart-point')).toHaveLength(3);
        expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Thermostat T1');
        expect(screen.getByText('Wind (kWh)')).toBeInTheDocument();
    });

    it('draws a bar per key from zero with its value above, negative values below the axis', () => {
        const { container } = show('bars', energy({ solar: 30, wind: -10, grid: 60 }));
        const bars = screen.getAllByTestId('chart-bar');
        expect(bars).toHaveLength(3);
        expect(within(container.querySelector('svg')! as unknown as HTMLElement).getByText('-10.0 kWh')).toBeInTheDocument();
        const top = (bar: Element) => Number(bar.getAttribute('y'));
        expect(top(bars[2]!)).toBeLessThan(top(bars[0]!));
        // The negative bar starts at the zero line, the positive bars end there.
        expect(top(bars[1]!)).toBeCloseTo(top(bars[0]!) + Number(bars[0]!.getAttribute('height')), 1);
    });

    it('uses the widget\'s decimals for the axis when set', () => {
        show('bars', energy(), { decimals: 2 });
        expect(screen.getByText('20.00')).toBeInTheDocument();
    });
});

describe('empty and broken data', () => {
    it.each(Object.keys(TYPES) as LatestChartKind[])('%s says there is no data when no key has a value', kind => {
        show(kind, energy({ solar: undefined, wind: 'offline', grid: undefined }));
        expect(screen.getByTestId('chart-no-data')).toHaveTextContent('No data found');
    });

    it.each(Object.keys(TYPES) as LatestChartKind[])('%s says there is no data without data keys', kind => {
        show(kind, { data: [], loading: false, error: null });
        expect(screen.getByTestId('chart-no-data')).toBeInTheDocument();
    });

    it('lists a text value as it is in the legend', () => {
        show('pie', energy({ solar: 30, wind: 'offline', grid: 60 }));
        expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('offline kWh');
    });
});
