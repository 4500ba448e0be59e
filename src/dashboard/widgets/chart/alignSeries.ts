import type { DataPoint, DatasourceData } from '../../model/widgetData';
import { numericValue } from '../../runtime/formatValue';

/** uPlot's columnar data: the shared timestamps, then one value column per series (null where a series has no point). */
export type AlignedColumns = [xs: number[], ...ys: Array<Array<number | null>>];

const isOrdered = (points: readonly DataPoint[]) => points.every((point, index) => index === 0 || points[index - 1][0] <= point[0]);
const ordered = (points: readonly DataPoint[]) => (isOrdered(points) ? points : [...points].sort((a, b) => a[0] - b[0]));

/**
 * Series of [ts, value] points as columns over one time axis. One series (the 50k-point case)
 * is a straight copy; several are merged on the union of their timestamps.
 */
export function alignSeries(data: readonly Pick<DatasourceData, 'data'>[]): AlignedColumns {
    const series = data.map(entry => ordered(entry.data));
    if (series.length === 1) {
        const points = series[0];
        const xs = new Array<number>(points.length);
        const ys = new Array<number | null>(points.length);
        for (let i = 0; i < points.length; i++) {
            xs[i] = points[i][0];
            ys[i] = numericValue(points[i][1]);
        }
        return [xs, ys];
    }
    const all = new Float64Array(series.reduce((count, points) => count + points.length, 0));
    let offset = 0;
    for (const points of series) for (const point of points) all[offset++] = point[0];
    all.sort();
    const xs: number[] = [];
    for (const ts of all) if (xs.length === 0 || xs[xs.length - 1] !== ts) xs.push(ts);
    const columns = series.map(points => {
        const ys = new Array<number | null>(xs.length).fill(null);
        let at = 0;
        for (const [ts, value] of points) {
            while (xs[at] < ts) at++;
            ys[at] = numericValue(value);
        }
        return ys;
    });
    return [xs, ...columns];
}
