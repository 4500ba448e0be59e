import { useTheme } from '@mui/material/styles';
import { arcPath, fractionOf, levelColor, majorTickValues, polar, tickLabel, type GaugeModel } from './gaugeModel';

export interface DialGaugeProps {
    model: GaugeModel;
    value: number | null;
    /** The value as shown: decimals and units applied. */
    valueText: string;
    /** Degrees clockwise from 6 o'clock where the scale starts, and the angle it spans (canvas gauges' startAngle, ticksAngle). */
    startAngle: number;
    ticksAngle: number;
    /** Labels instead of numbers at the major ticks (the compass' N, E, S, W). */
    tickLabels?: readonly string[];
}

const C = 100;

/**
 * A round dial (ThingsBoard's canvas gauges: radial, speed, temperature radial, compass): plate,
 * coloured bands, major ticks with numbers, minor ticks, a needle and the value in a box.
 */
export const DialGauge = ({ model, value, valueText, startAngle, ticksAngle, tickLabels }: DialGaugeProps) => {
    const theme = useTheme();
    // SVG angles start at 3 o'clock; canvas gauges count from 6 o'clock.
    const from = 90 + startAngle;
    const angleOf = (scaleValue: number) => from + fractionOf(scaleValue, model) * ticksAngle;
    const majors = majorTickValues(model);
    const minorStep = (model.max - model.min) / model.majorTicks / (model.minorTicks + 1);
    const minors = majors.slice(0, -1).flatMap(major => Array.from({ length: model.minorTicks }, (_, index) => major + minorStep * (index + 1)));
    const needleAngle = angleOf(value ?? model.min);
    const [needleX, needleY] = polar(C, C, 70, needleAngle);
    const ink = theme.palette.text.primary;
    const fullCircle = ticksAngle >= 360;
    return (
        <svg viewBox="0 0 200 200" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" style={{ display: 'block' }}>
            <circle cx={C} cy={C} r={96} fill={theme.palette.background.paper} stroke={theme.palette.divider} strokeWidth={2} />
            {model.bands.map((band, index) => (
                <path key={index} d={arcPath(C, C, 80, angleOf(band.from), angleOf(band.to))} fill="none" stroke={band.color} strokeWidth={8} />
            ))}
            {minors.map((tick, index) => {
                const [x0, y0] = polar(C, C, 88, angleOf(tick));
                const [x1, y1] = polar(C, C, 83, angleOf(tick));
                return <line key={index} x1={x0} y1={y0} x2={x1} y2={y1} stroke={theme.palette.text.secondary} strokeWidth={1} />;
            })}
            {(fullCircle ? majors.slice(0, -1) : majors).map((tick, index) => {
                const [x0, y0] = polar(C, C, 88, angleOf(tick));
                const [x1, y1] = polar(C, C, 76, angleOf(tick));
                const [lx, ly] = polar(C, C, 64, angleOf(tick));
                return (
                    <g key={index}>
                        <line x1={x0} y1={y0} x2={x1} y2={y1} stroke={ink} strokeWidth={2} />
                        <text x={lx} y={ly} textAnchor="middle" dominantBaseline="central" fontSize={11} fill={ink}>
                            {tickLabels?.[index] ?? tickLabel(tick)}
                        </text>
                    </g>
                );
            })}
            {model.caption && (
                <text x={C} y={fullCircle ? 80 : 128} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
                    {model.caption}
                </text>
            )}
            <line x1={C} y1={C} x2={needleX} y2={needleY} stroke={value === null ? theme.palette.text.disabled : levelColor(value, model)} strokeWidth={4} strokeLinecap="round" />
            <circle cx={C} cy={C} r={8} fill={ink} />
            {!fullCircle && (
                <g>
                    <rect x={60} y={138} width={80} height={24} rx={4} fill={theme.palette.action.hover} stroke={theme.palette.divider} />
                    <text x={C} y={150} textAnchor="middle" dominantBaseline="central" fontSize={14} fontWeight={500} fill={ink} data-testid="gauge-value">
                        {valueText}
                    </text>
                </g>
            )}
        </svg>
    );
};
