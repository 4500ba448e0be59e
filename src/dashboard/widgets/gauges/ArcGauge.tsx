import { useTheme } from '@mui/material/styles';
import { arcPath, fractionOf, levelColor, tickLabel, type GaugeModel } from './gaugeModel';

export interface ArcGaugeProps {
    model: GaugeModel;
    value: number | null;
    valueText: string;
    /** A half circle (justgage's arc) or a full ring (its donut). */
    shape: 'arc' | 'donut';
}

const SHAPES = {
    arc: { viewBox: '0 0 200 130', cx: 100, cy: 108, radius: 76, from: 180, sweep: 180, valueY: 96 },
    donut: { viewBox: '0 0 200 200', cx: 100, cy: 104, radius: 76, from: 270, sweep: 360, valueY: 104 },
} as const;

/**
 * ThingsBoard's digital gauges (justgage, neon, speedometer, LCD): a thick track, the value's part
 * in its level colour, the value large in the middle, min and max at the ends.
 */
export const ArcGauge = ({ model, value, valueText, shape }: ArcGaugeProps) => {
    const theme = useTheme();
    const geometry = SHAPES[shape];
    const fraction = value === null ? 0 : fractionOf(value, model);
    const end = geometry.from + geometry.sweep * Math.max(fraction, 0.0001);
    return (
        <svg viewBox={geometry.viewBox} width="100%" height="100%" preserveAspectRatio="xMidYMid meet" style={{ display: 'block' }}>
            <path d={arcPath(geometry.cx, geometry.cy, geometry.radius, geometry.from, geometry.from + geometry.sweep)} fill="none" stroke={model.trackColor ?? theme.palette.action.selected} strokeWidth={26} />
            {value !== null && <path d={arcPath(geometry.cx, geometry.cy, geometry.radius, geometry.from, end)} fill="none" stroke={levelColor(value, model)} strokeWidth={26} />}
            <text x={geometry.cx} y={geometry.valueY} textAnchor="middle" fontSize={valueText.length > 9 ? 20 : 26} fontWeight={500} fill={theme.palette.text.primary} data-testid="gauge-value">
                {valueText}
            </text>
            {model.caption && (
                <text x={geometry.cx} y={geometry.valueY + (shape === 'arc' ? -34 : 22)} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
                    {model.caption}
                </text>
            )}
            {shape === 'arc' && model.showMinMax && (
                <g fontSize={11} fill={theme.palette.text.secondary} textAnchor="middle">
                    <text x={geometry.cx - geometry.radius} y={126}>{tickLabel(model.min)}</text>
                    <text x={geometry.cx + geometry.radius} y={126}>{tickLabel(model.max)}</text>
                </g>
            )}
        </svg>
    );
};
