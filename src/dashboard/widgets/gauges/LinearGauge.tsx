import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { settingColor, SVG_STYLE } from '../themeColor';
import { counterDigits, type AnalogueLook } from './analogueLook';
import { fractionOf, majorTickValues, minorTickValues, tickLabel, type GaugeModel } from './gaugeModel';
import { ValueReadout } from './ValueReadout';

export interface LinearGaugeProps {
    model: GaugeModel;
    look: AnalogueLook;
    value: number | null;
    valueText: string;
}

/** The tube: from the bulb's centre to the end of the scale. */
const [BULB_X, TUBE_END, TUBE_Y, TUBE_H, BULB_R] = [34, 372, 60, 16, 19];
const SCALE_START = BULB_X + BULB_R + 8;

/**
 * ThingsBoard's thermometer scale: a horizontal thermometer, the bulb on the left, mercury from
 * the light to the full progress colour up to the value, highlights under the tube, a numbered
 * scale, the title above and the value in an LCD counter.
 */
export const LinearGauge = ({ model, look, value, valueText }: LinearGaugeProps) => {
    const theme = useTheme();
    const id = useId().replace(/:/g, '');
    const xOf = (scaleValue: number) => SCALE_START + fractionOf(scaleValue, model) * (TUBE_END - 8 - SCALE_START);
    const level = value === null ? SCALE_START : xOf(value);
    const glass = settingColor(look.plate, ['#fff', '#ffffff'], theme.palette.background.paper);
    const ink = theme.palette.text.primary;
    const muted = theme.palette.text.secondary;
    const digits = value === null ? null : counterDigits(value, model.decimals, look.valueInt);
    return (
        <svg viewBox="0 0 400 130" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" style={SVG_STYLE}>
            <defs>
                <linearGradient id={`mercury-${id}`} gradientUnits="userSpaceOnUse" x1={SCALE_START} x2={TUBE_END} y1="0" y2="0">
                    <stop offset="0" stopColor={look.barProgress} />
                    <stop offset="1" stopColor={look.barProgressEnd} />
                </linearGradient>
            </defs>
            {model.caption && (
                <text x={BULB_X - BULB_R} y={22} fontSize={15} fill={muted}>
                    {model.caption}
                </text>
            )}
            {look.valueBox && (
                <g>
                    <rect x={TUBE_END - 110} y={6} width={110} height={26} rx={3} fill={look.valueBoxColor} stroke="#888" strokeWidth={1.5} />
                    <ValueReadout valueText={valueText} digits={digits} units={model.units} x={TUBE_END - 55} y={19} size={16} color={look.valueColor ?? '#444'} segments={look.segmentValue} ghost="rgba(0, 0, 0, 0.08)" maxWidth={100} />
                </g>
            )}
            {look.highlights.map((band, index) => (
                <rect key={index} x={xOf(band.from)} y={TUBE_Y + TUBE_H / 2 + 4} width={Math.max(0, xOf(band.to) - xOf(band.from))} height={look.highlightsWidth * 0.5} fill={band.color} />
            ))}
            {/* The glass: tube and bulb in one outline. */}
            <rect x={BULB_X} y={TUBE_Y - TUBE_H / 2} width={TUBE_END - BULB_X} height={TUBE_H} rx={TUBE_H / 2} fill={glass} stroke={look.barStroke ?? theme.palette.divider} strokeWidth={2} />
            <circle cx={BULB_X} cy={TUBE_Y} r={BULB_R} fill={glass} stroke={look.barStroke ?? theme.palette.divider} strokeWidth={2} />
            <rect x={BULB_X} y={TUBE_Y - TUBE_H / 2 + 4} width={Math.max(0, level - BULB_X)} height={TUBE_H - 8} rx={(TUBE_H - 8) / 2} fill={`url(#mercury-${id})`} data-testid="gauge-level" />
            <circle cx={BULB_X} cy={TUBE_Y} r={BULB_R - 5} fill={look.barProgress} />
            {minorTickValues(model).map((tick, index) => (
                <line key={index} x1={xOf(tick)} x2={xOf(tick)} y1={TUBE_Y + TUBE_H / 2 + 4} y2={TUBE_Y + TUBE_H / 2 + 10} stroke={muted} strokeWidth={0.8} />
            ))}
            {majorTickValues(model).map((tick, index) => (
                <g key={index}>
                    <line x1={xOf(tick)} x2={xOf(tick)} y1={TUBE_Y + TUBE_H / 2 + 4} y2={TUBE_Y + TUBE_H / 2 + 16} stroke={ink} strokeWidth={1.5} />
                    <text x={xOf(tick)} y={TUBE_Y + TUBE_H / 2 + 30} textAnchor="middle" fontSize={13} fill={ink}>
                        {tickLabel(tick)}
                    </text>
                </g>
            ))}
        </svg>
    );
};
