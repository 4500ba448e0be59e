import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetConfig } from '../../model/dashboardConfig';
import { deviceSnapshot, renderWidget, testWidget } from '../controls/WidgetTestBed';
import { gaugeWidget } from './GaugeWidget';
import { GAUGE_RENDERERS } from './gaugeRenderers';

const snapshotOf = (value: unknown) => {
    const snapshot = deviceSnapshot({ temperature: value });
    snapshot.data[0]!.dataKey = { name: 'temperature', type: 'timeseries', label: 'Temperature', units: '°C', decimals: 1, color: '#2196f3' };
    return snapshot;
};

const show = (key: string, value: unknown, config: Partial<WidgetConfig> = {}) => {
    const Gauge = gaugeWidget(key);
    const [bundle, type] = key.split('.') as [string, string];
    return renderWidget(<Gauge widget={testWidget(bundle, type, 'latest', config)} snapshot={snapshotOf(value)} width={300} height={300} />);
};

describe('every gauge type', () => {
    it('has its own entry: 5 analogue and 13 digital types', () => {
        const keys = Object.keys(GAUGE_RENDERERS);
        expect(keys.filter(key => key.startsWith('analogue_gauges.'))).toHaveLength(5);
        expect(keys.filter(key => key.startsWith('digital_gauges.'))).toHaveLength(13);
    });

    it.each(Object.keys(GAUGE_RENDERERS))('%s shows the latest value as a meter', key => {
        show(key, 23.46, { settings: { minValue: 0, maxValue: 50 } });
        const meter = screen.getByRole('meter', { name: 'Temperature' });
        expect(meter).toHaveAttribute('aria-valuenow', '23.46');
        expect(meter).toHaveAttribute('aria-valuemax', '50');
    });

    it.each(Object.keys(GAUGE_RENDERERS))('%s shows a text value as it is, and a missing one as a dash, without crashing', key => {
        const { unmount } = show(key, 'offline');
        expect(screen.getByRole('meter')).not.toHaveAttribute('aria-valuenow');
        expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'offline');
        unmount();
        show(key, undefined);
        expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '–');
    });

    it('says there is no data when the widget has no data key', () => {
        const Gauge = gaugeWidget('digital_gauges.gauge_justgage');
        renderWidget(<Gauge widget={testWidget('digital_gauges', 'gauge_justgage', 'latest', {})} snapshot={{ data: [], loading: false, error: null }} width={200} height={130} />);
        expect(screen.getByText('No data found')).toBeInTheDocument();
    });
});

describe('the canvas gauges', () => {
    it('turn the needle to the value over the scale the settings give', () => {
        // 270° from 45° past 6 o'clock: min points down-left, the middle points up.
        show('analogue_gauges.radial_gauge_canvas_gauges', 0, { settings: { minValue: -100, maxValue: 100 } });
        expect(Number(screen.getByTestId('gauge-needle').getAttribute('data-angle'))).toBeCloseTo(270, 1);
    });

    it('number the major ticks from min to max and show the value in the counter with its decimals', () => {
        show('analogue_gauges.speed_gauge_canvas_gauges', 72, { settings: { maxValue: 180, majorTicksCount: 9, valueDec: 0, valueInt: 3 } });
        expect(screen.getByText('180')).toBeInTheDocument();
        expect(screen.getByText('160')).toBeInTheDocument();
        // Segment digits with the data key's decimals, padded to three places.
        expect(document.querySelector('[data-segments="072.0"]')).not.toBeNull();
    });

    it('write the counter in the card\'s font when the value font is not the segment font', () => {
        show('analogue_gauges.radial_gauge_canvas_gauges', 12, { settings: { valueFont: { family: 'Roboto' }, valueDec: 1 } });
        expect(screen.getByTestId('gauge-value')).toHaveTextContent('012.0');
    });

    it('point the compass to the heading: east is a quarter turn from north', () => {
        show('analogue_gauges.analogue_compass', 90);
        expect(Number(screen.getByTestId('gauge-needle').getAttribute('data-angle'))).toBeCloseTo(0, 1);
        expect(screen.getByText('NE')).toBeInTheDocument();
    });

    it('fill the thermometer up to the value', () => {
        const { unmount } = show('analogue_gauges.temperature_gauge_canvas_gauges', -60, { settings: { minValue: -60, maxValue: 100 } });
        const empty = Number(screen.getByTestId('gauge-level').getAttribute('width'));
        unmount();
        show('analogue_gauges.temperature_gauge_canvas_gauges', 100, { settings: { minValue: -60, maxValue: 100 } });
        expect(Number(screen.getByTestId('gauge-level').getAttribute('width'))).toBeGreaterThan(empty + 250);
        expect(screen.getByText('Temperature')).toBeInTheDocument();
    });
});

describe('the digital gauges', () => {
    it('draw the neon types on their black panel and the LCD types on their grey-green one', () => {
        const { container, unmount } = show('digital_gauges.neon_gauge_justgage', 40);
        expect(container.querySelector('[data-face]')).toHaveAttribute('data-face', '#000000');
        expect(container.querySelector('filter')).not.toBeNull();
        unmount();
        const lcd = show('digital_gauges.lcd_gauge', 40);
        expect(lcd.container.querySelector('[data-face]')).toHaveAttribute('data-face', '#babab2');
        expect(lcd.container.querySelector('[data-segments]')).not.toBeNull();
        lcd.unmount();
        const plain = show('digital_gauges.gauge_justgage', 40);
        expect(plain.container.querySelector('[data-face]')).toHaveAttribute('data-face', 'theme');
        expect(plain.container.querySelector('filter')).toBeNull();
    });

    it('keep the panel the widget sets, white following the theme', () => {
        const { container } = show('digital_gauges.neon_gauge_justgage', 40, { backgroundColor: '#ffffff' });
        expect(container.querySelector('[data-face]')).toHaveAttribute('data-face', 'theme');
    });

    it('segment the bar when dashThickness is set, and draw it solid when it is 0', () => {
        const { unmount } = show('digital_gauges.gauge_justgage', 40, { settings: { dashThickness: 2 } });
        expect(screen.getByTestId('gauge-level')).toHaveAttribute('stroke-dasharray');
        unmount();
        show('digital_gauges.gauge_justgage', 40, { settings: { dashThickness: 0 } });
        expect(screen.getByTestId('gauge-level')).not.toHaveAttribute('stroke-dasharray');
    });

    it('colour the value by the level colours: the last one at max', () => {
        show('digital_gauges.horizontal_bar_justgage', 100, { settings: { levelColors: ['#000000', '#ffffff'] } });
        expect(screen.getByTestId('gauge-level')).toHaveAttribute('stroke', 'rgb(255, 255, 255)');
    });

    it('take the colour of the fixed level holding the value when useFixedLevelColor is on', () => {
        show('digital_gauges.vertical_bar_justgage', 75, { settings: { useFixedLevelColor: true, fixedLevelColors: [{ from: { type: 'constant', value: 0 }, to: { type: 'constant', value: 50 }, color: 'blue' }, { from: { value: 50 }, to: { value: 100 }, color: 'red' }] } });
        expect(screen.getByTestId('gauge-level')).toHaveAttribute('stroke', 'red');
    });

    it('follow gaugeType over the type\'s own shape, and show title, unit title, min and max as set', () => {
        const { container } = show('digital_gauges.gauge_justgage', 40, { settings: { gaugeType: 'donut', showTitle: true, title: 'Boiler', showUnitTitle: true, unitTitle: 'Water' } });
        expect(container.querySelector('circle')).not.toBeNull();
        expect(screen.getByText('Boiler')).toBeInTheDocument();
        expect(screen.getByText('Water')).toBeInTheDocument();
    });

    it('show min and max under the arc unless showMinMax is off', () => {
        const { unmount } = show('digital_gauges.gauge_justgage', 40, { settings: { minValue: 10, maxValue: 90 } });
        expect(screen.getByText('90')).toBeInTheDocument();
        unmount();
        show('digital_gauges.gauge_justgage', 40, { settings: { minValue: 10, maxValue: 90, showMinMax: false } });
        expect(screen.queryByText('90')).toBeNull();
    });

    it('hide the value when showValue is off', () => {
        show('digital_gauges.simple_gauge_justgage', 40, { settings: { showValue: false } });
        expect(screen.queryByTestId('gauge-value')).toBeNull();
    });
});
