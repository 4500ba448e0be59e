import { SVG_STYLE } from '../themeColor';
import { polar } from '../../../lib/svg/arcs';
import type { AnalogueLook } from './analogueLook';
import { fractionOf, majorTickValues, minorTickValues, type GaugeModel } from './gaugeModel';

export interface CompassGaugeProps {
    model: GaugeModel;
    look: AnalogueLook;
    value: number | null;
}

const C = 100;
const ROSE = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/**
 * ThingsBoard's compass: a dark plate in a light rim, the rose's labels at the major ticks, fine
 * minor ticks, and a two-coloured needle turned to the heading (0 to 360 by default, north up).
 */
export const CompassGauge = ({ model, look, value }: CompassGaugeProps) => {
    const plate = look.plate ?? '#222';
    const labels = look.tickLabels ?? ROSE;
    // The dial turns a full circle: north at the top, degrees clockwise.
    const angleOf = (heading: number) => -90 + fractionOf(heading, model) * 360;
    const majors = majorTickValues({ ...model, majorTicks: labels.length }).slice(0, -1);
    const minors = minorTickValues({ ...model, majorTicks: labels.length });
    const heading = angleOf(value ?? model.min);
    const needle = (length: number, side: number) => {
        const [tipX, tipY] = polar(C, C, length, heading + side);
        const [leftX, leftY] = polar(C, C, 7, heading + side - 90);
        const [rightX, rightY] = polar(C, C, 7, heading + side + 90);
        return `${tipX},${tipY} ${leftX},${leftY} ${rightX},${rightY}`;
    };
    return (
        <svg viewBox="0 0 200 200" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" style={SVG_STYLE}>
            {look.border && <circle cx={C} cy={C} r={98} fill={look.borderColor ?? '#ccc'} />}
            <circle cx={C} cy={C} r={look.border ? 91 : 97} fill={plate} />
            {minors.map((tick, index) => {
                const [x0, y0] = polar(C, C, 86, angleOf(tick));
                const [x1, y1] = polar(C, C, 81, angleOf(tick));
                return <line key={index} x1={x0} y1={y0} x2={x1} y2={y1} stroke={look.minorTicksColor ?? '#ddd'} strokeWidth={0.7} />;
            })}
            {majors.map((tick, index) => {
                const [x0, y0] = polar(C, C, 86, angleOf(tick));
                const [x1, y1] = polar(C, C, 76, angleOf(tick));
                const [lx, ly] = polar(C, C, 64, angleOf(tick));
                const cardinal = index % 2 === 0;
                return (
                    <g key={index}>
                        <line x1={x0} y1={y0} x2={x1} y2={y1} stroke={look.majorTicksColor ?? '#f5f5f5'} strokeWidth={2} />
                        <text x={lx} y={ly} textAnchor="middle" dominantBaseline="central" fontSize={cardinal ? 16 : 11} fontWeight={cardinal ? 700 : 500} fill={look.numbersColor ?? '#ccc'}>
                            {labels[index]}
                        </text>
                    </g>
                );
            })}
            <g data-testid="gauge-needle" data-angle={heading.toFixed(1)} style={{ filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.5))' }}>
                <polygon points={needle(74, 0)} fill={value === null ? '#888' : look.needleColor} />
                <polygon points={needle(74, 180)} fill="#e8e8e8" />
            </g>
            <circle cx={C} cy={C} r={look.needleCircleSize * 0.55} fill="#e8e8e8" stroke="#999" strokeWidth={1} />
        </svg>
    );
};
