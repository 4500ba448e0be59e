import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WidgetComponentProps } from '../../runtime/custom/loadCustomWidget';
import { dataKeyLabel } from '../../runtime/dataKeyLabel';
import { formatValue, numericValue } from '../../runtime/formatValue';
import { analogueLookOf } from './analogueLook';
import { CompassGauge } from './CompassGauge';
import { DialGauge } from './DialGauge';
import { DigitalGauge } from './DigitalGauge';
import { digitalLookOf } from './digitalLook';
import { gaugeFaceOf } from './gaugeFace';
import { gaugeModelOf } from './gaugeModel';
import { gaugeTypeDefaults } from './gaugeDefaults';
import { GAUGE_RENDERERS } from './gaugeRenderers';
import { LinearGauge } from './LinearGauge';

/**
 * A gauge widget of one ThingsBoard gauge type: the latest value of the widget's first data key
 * on the scale its settings give (min, max, ticks, units, decimals, level colours, highlights),
 * drawn in the type's look. A value that is not a number shows as text with the pointer at min.
 */
export const gaugeWidget = (key: string) => {
    const renderer = GAUGE_RENDERERS[key] ?? 'digital';
    const defaults = gaugeTypeDefaults(key);
    const Gauge = ({ widget, snapshot }: WidgetComponentProps) => {
        const translate = useTranslate();
        const entry = snapshot.data[0];
        const settings = { ...defaults.settings, ...widget.config.settings };
        const model = gaugeModelOf({ ...widget.config, settings }, entry?.dataKey);
        const raw = entry?.data.at(-1)?.[1];
        const value = numericValue(raw);
        // Units belong to numbers: a text value ('offline') shows as it is.
        const valueText = raw === undefined || raw === null ? '–' : formatValue(raw, model.decimals, value === null ? '' : model.units);
        const digits = value === null ? null : value.toFixed(model.decimals);
        const label = entry ? dataKeyLabel(entry.datasource, entry.dataKey) : '';
        if (!entry && !snapshot.loading)
            return (
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                    <Typography color="text.secondary">{translate('widget.no-data-found')}</Typography>
                </Box>
            );
        const dataKey = entry ? { ...entry.dataKey, label } : undefined;
        let body;
        if (renderer === 'digital') {
            body = <DigitalGauge model={model} look={digitalLookOf(settings, dataKey)} face={gaugeFaceOf(widget.config, defaults.face)} value={value} valueText={valueText} digits={digits} />;
        } else {
            const look = analogueLookOf(settings, model);
            if (renderer === 'compass') body = <CompassGauge model={model} look={look} value={value} />;
            else if (renderer === 'linear') body = <LinearGauge model={model} look={look} value={value} valueText={valueText} />;
            else body = <DialGauge model={model} look={look} value={value} valueText={valueText} />;
        }
        return (
            <Box role="meter" aria-label={label} aria-valuemin={model.min} aria-valuemax={model.max} aria-valuenow={value ?? undefined} aria-valuetext={valueText} sx={{ height: '100%', width: '100%' }}>
                {body}
            </Box>
        );
    };
    Gauge.displayName = `Gauge(${key})`;
    return Gauge;
};
