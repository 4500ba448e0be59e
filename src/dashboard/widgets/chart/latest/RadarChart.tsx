import { useTheme } from '@mui/material/styles';
import { polar } from '../../../../lib/svg/arcs';
import { inkOf, SVG_STYLE, withAlpha } from '../../themeColor';
import type { LatestChartBodyProps } from './latestChartBody';
import { caption } from './latestSeries';
import { niceScale, tickText } from './niceScale';

const START = -90;
const LABEL_SIZE = 11;

/**
 * A radar chart (ThingsBoard's Radar): one spoke per key with its caption, the values joined into
 * one shape in the first key's colour, over concentric grid polygons with the scale's numbers.
 */
export const RadarChart = ({ series, width, height, decimals, tooltip }: LatestChartBodyProps) => {
    const theme = useTheme();
    const ink = inkOf(theme);
    const color = series[0]?.color ?? theme.palette.primary.main;
    const scale = niceScale(series.flatMap(entry => (entry.value === null ? [] : [entry.value])), 4);
    const captions = series.map(caption);
    // Room for the captions left and right of the spokes.
    const longest = Math.max(0, ...captions.map(text => text.length)) * LABEL_SIZE * 0.55;
    const outer = Math.max(8, Math.min(width / 2 - Math.min(longest, width / 4) - 6, height / 2 - LABEL_SIZE * 1.8));
    const cx = width / 2;
    const cy = height / 2;
    const angleOf = (index: number) => START + (index * 360) / Math.max(1, series.length);
    const radiusOf = (value: number) => ((value - scale.min) / (scale.max - scale.min)) * outer;
    const ring = (radius: number) => series.map((_, index) => polar(cx, cy, radius, angleOf(index)).map(coordinate => coordinate.toFixed(2)).join(',')).join(' ');
    const points = series.map((entry, index) => polar(cx, cy, radiusOf(entry.value ?? scale.min), angleOf(index)));
    const tick = (value: number) => (decimals !== null ? value.toFixed(decimals) : tickText(value, scale.ticks));
    return (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={SVG_STYLE}>
            {scale.ticks.slice(1).map(value => (
                <polygon key={value} points={ring(radiusOf(value))} fill="none" stroke={ink.grid} />
            ))}
            {series.map((_, index) => {
                const [x, y] = polar(cx, cy, outer, angleOf(index));
                return <line key={index} x1={cx} y1={cy} x2={x} y2={y} stroke={ink.grid} />;
            })}
            {captions.map((text, index) => {
                const [x, y] = polar(cx, cy, outer + 8, angleOf(index));
                const anchor = Math.abs(x - cx) < 2 ? 'middle' : x > cx ? 'start' : 'end';
                return (
                    <text key={index} x={x} y={y} dy={y < cy - 2 ? '-0.2em' : y > cy + 2 ? '0.9em' : '0.35em'} textAnchor={anchor} fontSize={LABEL_SIZE} fill={ink.secondary}>
                        {text}
                    </text>
                );
            })}
            {series.length > 0 && <polygon points={points.map(point => point.map(coordinate => coordinate.toFixed(2)).join(',')).join(' ')} fill={withAlpha(color, 0.2)} stroke={color} strokeWidth={1.5} strokeLinejoin="round" />}
            {series.map((entry, index) =>
                entry.value === null ? null : (
                    <circle key={index} cx={points[index]![0]} cy={points[index]![1]} r={4} fill={color} stroke={ink.paper} data-testid="chart-point" aria-label={`${entry.label}: ${entry.text}`} {...tooltip.bind(entry.label, color, entry.text)} />
                ),
            )}
            {scale.ticks.slice(1).map(value => (
                <text key={value} x={cx + 3} y={cy - radiusOf(value)} dy="0.9em" fontSize={9} fill={ink.secondary} style={{ paintOrder: 'stroke', stroke: ink.paper, strokeWidth: 3 }}>
                    {tick(value)}
                </text>
            ))}
        </svg>
    );
};
