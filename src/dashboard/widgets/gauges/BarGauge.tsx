import { useTheme } from '@mui/material/styles';
import { fractionOf, levelColor, majorTickValues, tickLabel, type GaugeModel } from './gaugeModel';

export interface BarGaugeProps {
    model: GaugeModel;
    value: number | null;
    valueText: string;
    orientation: 'horizontal' | 'vertical';
    /** A scale with numbers beside the bar (the thermometer scale), else only min and max. */
    scale: boolean;
}

/**
 * Linear gauges: ThingsBoard's horizontal and vertical bars, LCD bar and thermometer scale. The bar
 * fills from min in the value's level colour; the value stands above it.
 */
export const BarGauge = ({ model, value, valueText, orientation, scale }: BarGaugeProps) => {
    const theme = useTheme();
    const fraction = value === null ? 0 : fractionOf(value, model);
    const fill = value === null ? 'transparent' : levelColor(value, model);
    const labelColor = theme.palette.text.secondary;
    const ticks = scale ? majorTickValues(model) : [model.min, model.max];
    if (orientation === 'horizontal') {
        const [x, y, width, height] = [12, 46, 276, 26];
        return (
            <svg viewBox="0 0 300 100" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" style={{ display: 'block' }}>
                <text x={150} y={30} textAnchor="middle" fontSize={22} fontWeight={500} fill={theme.palette.text.primary} data-testid="gauge-value">
                    {valueText}
                </text>
                {model.caption && <text x={x} y={14} fontSize={11} fill={labelColor}>{model.caption}</text>}
                <rect x={x} y={y} width={width} height={height} rx={4} fill={model.trackColor ?? theme.palette.action.selected} />
                <rect x={x} y={y} width={width * fraction} height={height} rx={4} fill={fill} />
                {model.showMinMax &&
                    ticks.map((tick, index) => (
                        <text key={index} x={x + width * fractionOf(tick, model)} y={90} textAnchor={index === 0 ? 'start' : index === ticks.length - 1 ? 'end' : 'middle'} fontSize={11} fill={labelColor}>
                            {tickLabel(tick)}
                        </text>
                    ))}
            </svg>
        );
    }
    const [x, y, width, height] = [scale ? 30 : 36, 40, 28, 170];
    return (
        <svg viewBox="0 0 100 230" width="100%" height="100%" preserveAspectRatio="xMidYMid meet" style={{ display: 'block' }}>
            <text x={50} y={24} textAnchor="middle" fontSize={valueText.length > 7 ? 13 : 17} fontWeight={500} fill={theme.palette.text.primary} data-testid="gauge-value">
                {valueText}
            </text>
            <rect x={x} y={y} width={width} height={height} rx={4} fill={model.trackColor ?? theme.palette.action.selected} />
            <rect x={x} y={y + height * (1 - fraction)} width={width} height={height * fraction} rx={4} fill={fill} />
            {model.showMinMax &&
                ticks.map((tick, index) => {
                    const tickY = y + height * (1 - fractionOf(tick, model));
                    return (
                        <g key={index}>
                            {scale && <line x1={x + width} y1={tickY} x2={x + width + 5} y2={tickY} stroke={labelColor} />}
                            <text x={x + width + 8} y={tickY} dominantBaseline="central" fontSize={10} fill={labelColor}>
                                {tickLabel(tick)}
                            </text>
                        </g>
                    );
                })}
            {model.caption && <text x={50} y={226} textAnchor="middle" fontSize={10} fill={labelColor}>{model.caption}</text>}
        </svg>
    );
};
