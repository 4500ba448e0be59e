import { useTheme } from '@mui/material/styles';
import { inkOf, SVG_STYLE, withAlpha } from '../../themeColor';
import type { LatestChartBodyProps } from './latestChartBody';
import { niceScale, tickText } from './niceScale';

const FONT = 11;

/**
 * Bars of the latest values (ThingsBoard's Bars): one bar per key side by side, on a value axis
 * that starts at zero, with grid lines and each bar's value above it.
 */
export const BarsChart = ({ series, width, height, decimals, tooltip }: LatestChartBodyProps) => {
    const theme = useTheme();
    const ink = inkOf(theme);
    const scale = niceScale(series.flatMap(entry => (entry.value === null ? [] : [entry.value])), Math.max(2, Math.min(6, Math.floor(height / 45))));
    const labels = scale.ticks.map(value => (decimals !== null ? value.toFixed(decimals) : tickText(value, scale.ticks)));
    const left = Math.max(...labels.map(label => label.length)) * FONT * 0.6 + 12;
    const [top, right, bottom] = [FONT + 8, 8, 8];
    const plotWidth = Math.max(1, width - left - right);
    const plotHeight = Math.max(1, height - top - bottom);
    const yOf = (value: number) => top + plotHeight * (1 - (value - scale.min) / (scale.max - scale.min));
    // Chart.js gives one category 80 % of the width and each bar 90 % of its share.
    const slot = (plotWidth * 0.8) / Math.max(1, series.length);
    const barWidth = Math.min(slot * 0.9, 120);
    const firstX = left + plotWidth * 0.1 + (slot - barWidth) / 2;
    return (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={SVG_STYLE}>
            {scale.ticks.map((value, index) => (
                <g key={value}>
                    <line x1={left} x2={left + plotWidth} y1={yOf(value)} y2={yOf(value)} stroke={value === 0 ? ink.secondary : ink.grid} />
                    <text x={left - 6} y={yOf(value)} dy="0.35em" textAnchor="end" fontSize={FONT} fill={ink.secondary}>
                        {labels[index]}
                    </text>
                </g>
            ))}
            {series.map((entry, index) => {
                if (entry.value === null) return null;
                const [y0, y1] = [yOf(Math.max(0, entry.value)), yOf(Math.min(0, entry.value))];
                const x = firstX + index * slot;
                return (
                    <g key={index}>
                        <rect x={x} y={y0} width={barWidth} height={Math.max(1, y1 - y0)} fill={withAlpha(entry.color, 0.75)} stroke={entry.color} data-testid="chart-bar" aria-label={`${entry.label}: ${entry.text}`} {...tooltip.bind(entry.label, entry.color, entry.text)} />
                        {barWidth >= entry.text.length * FONT * 0.45 && (
                            <text x={x + barWidth / 2} y={entry.value >= 0 ? y0 - 4 : y1 + FONT + 2} textAnchor="middle" fontSize={FONT} fontWeight={500} fill={ink.primary} pointerEvents="none">
                                {entry.text}
                            </text>
                        )}
                    </g>
                );
            })}
        </svg>
    );
};
