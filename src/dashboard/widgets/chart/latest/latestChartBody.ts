import type { useChartTooltip } from './useChartTooltip';
import type { LatestChartSettings } from './latestChartSettings';
import type { LatestSeries } from './latestSeries';

/** What each latest chart's drawing gets: the series, the settings and its room in px. */
export interface LatestChartBodyProps {
    series: readonly LatestSeries[];
    settings: LatestChartSettings;
    width: number;
    height: number;
    /** The widget's decimals for axis ticks, when it sets them. */
    decimals: number | null;
    tooltip: Pick<ReturnType<typeof useChartTooltip>, 'bind'>;
    /** A click on a slice runs the widget's 'sliceClick' actions (Flot pie). */
    onSliceClick?: (series: LatestSeries) => void;
}
