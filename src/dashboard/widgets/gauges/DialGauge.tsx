import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { arcPath, polar } from '../../../lib/svg/arcs';
import { settingColor, SVG_STYLE } from '../themeColor';
import { counterDigits, type AnalogueLook } from './analogueLook';
import { fractionOf, majorTickValues, minorTickValues, tickLabel, type GaugeModel } from './gaugeModel';
import { ValueReadout } from './ValueReadout';

export interface DialGaugeProps {
    model: GaugeModel;
    look: AnalogueLook;
    value: number | null;
    /** The value as shown: decimals and units applied. */
    valueText: string;
}

const C = 100;
/** ThingsBoard's light-theme defaults that follow the theme here. */
const WHITE_PLATES = ['#fff', '#ffffff', 'rgb(255,255,255)'];
const DARK_INKS = ['#444', '#444444', '#263238', '#333', '#000'];
const GREY_INKS = ['#666', '#666666', '#616161', '#757575', '#888'];

/**
 * A round dial with a needle (ThingsBoard's radial, speed and temperature radial gauges): a
 * metal rim, the plate, coloured highlights, major ticks with numbers, minor ticks, the title
 * above and the units below the hub, and the value in an LCD counter.
 */
export const DialGauge = ({ model, look, value, valueText }: DialGaugeProps) => {
    const theme = useTheme();
    const id = useId().replace(/:/g, '');
    const paper = theme.palette.background.paper;
    const plate = settingColor(look.plate, WHITE_PLATES, paper);
    // A coloured plate (the temperature gauge's blue-grey) keeps dark ticks; a themed one follows the theme.
    const themedPlate = plate === paper;
    const ink = (chosen: string | null, defaults: readonly string[], themed: string) => (themedPlate ? settingColor(chosen, defaults, themed) : (chosen ?? themed));
    const majorColor = ink(look.majorTicksColor, DARK_INKS, theme.palette.text.primary);
    const minorColor = ink(look.minorTicksColor, GREY_INKS, theme.palette.text.secondary);
    const numbersColor = ink(look.numbersColor, [...DARK_INKS, ...GREY_INKS], theme.palette.text.primary);
    const from = 90 + look.startAngle;
    const angleOf = (scaleValue: number) => from + fractionOf(scaleValue, model) * look.ticksAngle;
    const majors = majorTickValues(model);
    const needle = angleOf(value ?? model.min);
    const [tipX, tipY] = polar(C, C, 78, needle);
    const [tailX, tailY] = polar(C, C, 16, needle + 180);
    const [leftX, leftY] = polar(C, C, 3.2, needle - 90);
    const [rightX, rightY] = polar(C, C, 3.2, needle + 90);
    const hub = look.needleCircleSize * 0.75;
    const digits = value === null ? null : counterDigits(value, model.decimals, look.valueInt);
    return (
        <svg viewBox="0 0 200 200" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" style={SVG_STYLE}>
            <defs>
                <linearGradient id={`rim-${id}`} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0" stopColor="#f5f5f5" />
                    <stop offset="0.5" stopColor="#9e9e9e" />
                    <stop offset="1" stopColor="#616161" />
                </linearGradient>
                <radialGradient id={`hub-${id}`}>
                    <stop offset="0" stopColor="#f5f5f5" />
                    <stop offset="1" stopColor="#bdbdbd" />
                </radialGradient>
            </defs>
            {look.border && <circle cx={C} cy={C} r={98} fill={`url(#rim-${id})`} />}
            {look.border && <circle cx={C} cy={C} r={93} fill={look.borderColor ?? '#e0e0e0'} />}
            <circle cx={C} cy={C} r={look.border ? 90 : 97} fill={plate} stroke={look.border ? 'none' : theme.palette.divider} />
            {look.highlights.map((band, index) => (
                <path key={index} d={arcPath(C, C, 84 - look.highlightsWidth * 0.22, angleOf(band.from), angleOf(band.to))} fill="none" stroke={band.color} strokeWidth={look.highlightsWidth * 0.45} />
            ))}
            {minorTickValues(model).map((tick, index) => {
                const [x0, y0] = polar(C, C, 86, angleOf(tick));
                const [x1, y1] = polar(C, C, 80, angleOf(tick));
                return <line key={index} x1={x0} y1={y0} x2={x1} y2={y1} stroke={minorColor} strokeWidth={0.8} />;
            })}
            {majors.map((tick, index) => {
                const [x0, y0] = polar(C, C, 86, angleOf(tick));
                const [x1, y1] = polar(C, C, 74, angleOf(tick));
                const [lx, ly] = polar(C, C, 63, angleOf(tick));
                return (
                    <g key={index}>
                        <line x1={x0} y1={y0} x2={x1} y2={y1} stroke={majorColor} strokeWidth={2} />
                        <text x={lx} y={ly} textAnchor="middle" dominantBaseline="central" fontSize={majors.length > 11 ? 9 : 11} fontWeight={500} fill={numbersColor}>
                            {tickLabel(tick)}
                        </text>
                    </g>
                );
            })}
            {model.caption && (
                <text x={C} y={68} textAnchor="middle" fontSize={11} fill={theme.palette.mode === 'dark' && themedPlate ? theme.palette.text.secondary : '#888'}>
                    {model.caption}
                </text>
            )}
            {model.units && (
                <text x={C} y={132} textAnchor="middle" fontSize={12} fontWeight={500} fill={numbersColor}>
                    {model.units}
                </text>
            )}
            {look.valueBox && (
                <g>
                    <rect x={64} y={143} width={72} height={24} rx={3} fill={look.valueBoxColor} stroke="#888" strokeWidth={1.5} />
                    <ValueReadout valueText={digits ?? valueText} digits={digits} units="" x={C} y={155} size={16} color={look.valueColor ?? '#444'} segments={look.segmentValue} ghost="rgba(0, 0, 0, 0.08)" maxWidth={64} />
                </g>
            )}
            <polygon points={`${tipX},${tipY} ${leftX},${leftY} ${tailX},${tailY} ${rightX},${rightY}`} fill={value === null ? theme.palette.text.disabled : look.needleColor} style={{ filter: 'drop-shadow(0 1px 1px rgba(0,0,0,0.35))' }} data-testid="gauge-needle" data-angle={needle.toFixed(1)} />
            <circle cx={C} cy={C} r={hub} fill={`url(#hub-${id})`} stroke="#9e9e9e" strokeWidth={0.8} />
        </svg>
    );
};
