import { useTheme } from '@mui/material/styles';
import { slicePath } from '../../../../lib/svg/arcs';
import { inkOf, SVG_STYLE, withAlpha } from '../../themeColor';
import type { LatestChartBodyProps } from './latestChartBody';
import { niceScale, tickText } from './niceScale';

const START = -90;

/**
 * A polar area chart (ThingsBoard's Polar Area): each key an equal wedge whose length is its value
 * on a radial scale from zero, over rings with the scale's numbers.
 */
export const PolarAreaChart = ({ series, settings, width, height, tooltip }: LatestChartBodyProps) => {
    const theme = useTheme();
    const ink = inkOf(theme);
    const scale = niceScale(series.flatMap(entry => (entry.value !== null && entry.value > 0 ? [entry.value] : [])), 4);
    const cx = width / 2;
    const cy = height / 2;
    const outer = Math.max(4, Math.min(width, height) / 2 - 6);
    const radiusOf = (value: number) => (Math.max(0, value) / scale.max) * outer;
    const sweep = 360 / Math.max(1, series.length);
    return (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={SVG_STYLE}>
            {series.map((entry, index) =>
                entry.value !== null && entry.value > 0 ? (
                    <path
                        key={index}
                        d={slicePath(cx, cy, radiusOf(entry.value), 0, START + index * sweep, START + (index + 1) * sweep)}
                        fill={withAlpha(entry.color, 0.6)}
                        stroke={ink.paper}
                        strokeWidth={settings.borderWidth}
                        data-testid="chart-slice"
                        aria-label={`${entry.label}: ${entry.text}`}
                        {...tooltip.bind(entry.label, entry.color, entry.text)}
                    />
                ) : null,
            )}
            {scale.ticks.slice(1).map(tick => (
                <circle key={tick} cx={cx} cy={cy} r={radiusOf(tick)} fill="none" stroke={ink.grid} pointerEvents="none" />
            ))}
            {scale.ticks.slice(1).map(tick => (
                <text key={tick} x={cx} y={cy - radiusOf(tick)} dy="0.35em" textAnchor="middle" fontSize={10} fill={ink.secondary} pointerEvents="none" style={{ paintOrder: 'stroke', stroke: ink.paper, strokeWidth: 3 }}>
                    {tickText(tick, scale.ticks)}
                </text>
            ))}
        </svg>
    );
};
