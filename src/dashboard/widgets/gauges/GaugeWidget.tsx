import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue, numericValue } from '../../runtime/formatValue';
import { ArcGauge } from './ArcGauge';
import { BarGauge } from './BarGauge';
import { DialGauge } from './DialGauge';
import { gaugeModelOf, type GaugeModel } from './gaugeModel';
import type { GaugeVariant } from './gaugeVariants';

/** justgage's gaugeType setting overrides the type's own shape, as in ThingsBoard's digital gauges. */
const GAUGE_TYPES: Readonly<Record<string, GaugeVariant>> = {
    arc: { kind: 'arc', shape: 'arc' },
    donut: { kind: 'arc', shape: 'donut' },
    horizontalBar: { kind: 'bar', orientation: 'horizontal', scale: false },
    verticalBar: { kind: 'bar', orientation: 'vertical', scale: false },
};

const GaugeBody = ({ variant, model, value, valueText }: { variant: GaugeVariant; model: GaugeModel; value: number | null; valueText: string }) => {
    if (variant.kind === 'dial') return <DialGauge model={model} value={value} valueText={valueText} startAngle={variant.startAngle} ticksAngle={variant.ticksAngle} tickLabels={variant.tickLabels} />;
    if (variant.kind === 'arc') return <ArcGauge model={model} value={value} valueText={valueText} shape={variant.shape} />;
    return <BarGauge model={model} value={value} valueText={valueText} orientation={variant.orientation} scale={variant.scale} />;
};

/**
 * A gauge widget of one variant: the latest value of the widget's first data key on the scale its
 * settings give (min, max, ticks, units, decimals, colour levels). A value that is not a number
 * shows as text with the pointer at min.
 */
export const gaugeWidget = (variant: GaugeVariant) => {
    const Gauge = ({ widget, snapshot }: WidgetComponentProps) => {
        const translate = useTranslate();
        const entry = snapshot.data[0];
        const settings = { ...variant.defaults, ...widget.config.settings };
        const chosen = (typeof settings.gaugeType === 'string' && variant.kind !== 'dial' && GAUGE_TYPES[settings.gaugeType]) || variant;
        const model = gaugeModelOf({ ...widget.config, settings }, entry?.dataKey);
        const raw = entry?.data.at(-1)?.[1];
        const value = numericValue(raw);
        const valueText = raw === undefined ? '–' : formatValue(raw, model.decimals, model.units);
        const label = entry ? dataKeyLabel(entry.datasource, entry.dataKey) : '';
        if (!entry && !snapshot.loading)
            return (
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                    <Typography color="text.secondary">{translate('widget.no-data-found')}</Typography>
                </Box>
            );
        return (
            <Box
                role="meter"
                aria-label={label}
                aria-valuemin={model.min}
                aria-valuemax={model.max}
                aria-valuenow={value ?? undefined}
                aria-valuetext={valueText}
                sx={{ height: '100%', width: '100%' }}
            >
                <GaugeBody variant={chosen} model={model} value={value} valueText={valueText} />
            </Box>
        );
    };
    Gauge.displayName = `Gauge(${variant.kind})`;
    return Gauge;
};
