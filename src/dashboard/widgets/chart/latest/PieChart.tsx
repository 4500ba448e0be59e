import { useTheme } from '@mui/material/styles';
import { polar, slicePath } from '../../../../lib/svg/arcs';
import { inkOf, settingColor, SVG_STYLE } from '../../themeColor';
import type { LatestChartBodyProps } from './latestChartBody';
import { sharesOf } from './latestSeries';

/** Slices start at 12 o'clock and run clockwise, as Chart.js draws them. */
const START = -90;
/** Flot's pie labels default to this grey; on a dark card they follow the theme. */
const FLOT_LABEL_COLOR = '#545454';
/** A slice thinner than this share gets no label: it would not fit. */
const LABEL_MIN_SHARE = 4;

/**
 * A pie or doughnut of the latest values (ThingsBoard's Pie - Chart.js, Doughnut and Pie - Flot):
 * each key a slice by its share of the total, split by borders in the card's colour; Flot's
 * labels and percentages on the slices when set. Values that are not positive get no slice.
 */
export const PieChart = ({ series, settings, width, height, tooltip, onSliceClick }: LatestChartBodyProps) => {
    const theme = useTheme();
    const ink = inkOf(theme);
    const shares = sharesOf(series);
    const cx = width / 2;
    const cy = height / 2;
    const outer = Math.max(4, (Math.min(width, height) / 2 - 4) * settings.radius);
    const inner = outer * settings.innerRadius;
    const border = settingColor(settings.borderColor, '#fff', ink.paper);
    const labelColor = settingColor(settings.labelColor, FLOT_LABEL_COLOR, ink.primary);
    let angle = START;
    const slices = series.map((entry, index) => {
        const sweep = (shares[index]! / 100) * 360;
        const slice = { entry, index, from: angle, to: angle + sweep, share: shares[index]! };
        angle += sweep;
        return slice;
    });
    return (
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={SVG_STYLE}>
            {slices
                .filter(slice => slice.share > 0)
                .map(({ entry, index, from, to, share }) => (
                    <path
                        key={index}
                        d={slicePath(cx, cy, outer, inner, from, to)}
                        fill={entry.color}
                        stroke={border}
                        strokeWidth={settings.borderWidth}
                        strokeLinejoin="round"
                        data-testid="chart-slice"
                        aria-label={`${entry.label}: ${entry.text}`}
                        style={{ cursor: onSliceClick ? 'pointer' : undefined }}
                        onClick={onSliceClick ? () => onSliceClick(entry) : undefined}
                        {...tooltip.bind(entry.label, entry.color, `${entry.text} (${share.toFixed(settings.percentDecimals)}%)`)}
                    />
                ))}
            {(settings.showLabels || settings.showPercentages) &&
                slices
                    .filter(slice => slice.share >= LABEL_MIN_SHARE)
                    .map(({ entry, index, from, to, share }) => {
                        // Inside the slice, halfway through the ring (or two thirds out on a pie).
                        const [x, y] = polar(cx, cy, inner > 0 ? (outer + inner) / 2 : outer * 0.64, (from + to) / 2);
                        const lines = [settings.showLabels ? entry.label : null, settings.showPercentages ? `${share.toFixed(settings.percentDecimals)}%` : null].filter((line): line is string => line !== null);
                        return (
                            <text key={index} x={x} y={y} textAnchor="middle" fontSize={settings.labelSize + 1} fontWeight={500} fill={labelColor} pointerEvents="none" style={{ paintOrder: 'stroke', stroke: ink.paper, strokeWidth: 3, strokeOpacity: 0.75 }}>
                                {lines.map((line, row) => (
                                    <tspan key={row} x={x} dy={row === 0 ? `${(1 - lines.length) * 0.6 + 0.35}em` : '1.2em'}>
                                        {line}
                                    </tspan>
                                ))}
                            </text>
                        );
                    })}
        </svg>
    );
};
