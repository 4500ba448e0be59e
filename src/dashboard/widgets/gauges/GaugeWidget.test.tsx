import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceSnapshot, renderWidget, testWidget } from '../controls/WidgetTestBed';
import { gaugeWidget } from './GaugeWidget';
import { GAUGE_VARIANTS } from './gaugeVariants';

const snapshotOf = (value: unknown) => {
    const snapshot = deviceSnapshot({ temperature: value });
    snapshot.data[0]!.dataKey = { name: 'temperature', type: 'timeseries', label: 'Temperature', units: '°C', decimals: 1 };
    return snapshot;
};

describe('gauge widgets', () => {
    it('shows the latest value with its decimals and units on a radial gauge, and reports it as a meter', () => {
        const Gauge = gaugeWidget(GAUGE_VARIANTS['analogue_gauges.radial_gauge_canvas_gauges']!);
        renderWidget(<Gauge widget={testWidget('analogue_gauges', 'radial_gauge_canvas_gauges', 'latest', { settings: { minValue: 0, maxValue: 50 } })} snapshot={snapshotOf(23.46)} width={300} height={300} />);
        const meter = screen.getByRole('meter', { name: 'Temperature' });
        expect(meter).toHaveAttribute('aria-valuenow', '23.46');
        expect(meter).toHaveAttribute('aria-valuemax', '50');
        expect(screen.getByTestId('gauge-value')).toHaveTextContent('23.5 °C');
        // Major ticks numbered from min to max.
        expect(screen.getByText('50')).toBeInTheDocument();
    });

    it('draws each bundle alias with its shape, and gaugeType overrides a digital gauge\'s shape', () => {
        const Bar = gaugeWidget(GAUGE_VARIANTS['digital_gauges.horizontal_bar_justgage']!);
        const { container, unmount } = renderWidget(<Bar widget={testWidget('digital_gauges', 'horizontal_bar_justgage', 'latest', {})} snapshot={snapshotOf(40)} width={300} height={100} />);
        expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 300 100');
        unmount();
        const Arc = gaugeWidget(GAUGE_VARIANTS['digital_gauges.gauge_justgage']!);
        const donut = renderWidget(<Arc widget={testWidget('digital_gauges', 'gauge_justgage', 'latest', { settings: { gaugeType: 'donut' } })} snapshot={snapshotOf(40)} width={200} height={200} />);
        expect(donut.container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 200 200');
    });

    it('shows text that is not a number as it is, with the pointer at min', () => {
        const Gauge = gaugeWidget(GAUGE_VARIANTS['digital_gauges.gauge_justgage']!);
        renderWidget(<Gauge widget={testWidget('digital_gauges', 'gauge_justgage', 'latest', {})} snapshot={snapshotOf('offline')} width={200} height={130} />);
        expect(screen.getByRole('meter')).not.toHaveAttribute('aria-valuenow');
        expect(screen.getByTestId('gauge-value')).toHaveTextContent('offline');
    });

    it('says there is no data when the widget has no data key', () => {
        const Gauge = gaugeWidget(GAUGE_VARIANTS['digital_gauges.gauge_justgage']!);
        renderWidget(<Gauge widget={testWidget('digital_gauges', 'gauge_justgage', 'latest', {})} snapshot={{ data: [], loading: false, error: null }} width={200} height={130} />);
        expect(screen.getByText('No data found')).toBeInTheDocument();
    });
});
