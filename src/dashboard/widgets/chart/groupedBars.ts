import uPlot from 'uplot';
import { barSlots, barStep, GROUP_SHARE } from './barSlots';

/** Widest a group of bars gets, in px, however sparse the points. */
const MAX_GROUP_PX = 48;
/** Narrowest step a group is given, in px, however close the points. */
const MIN_STEP_PX = 24;

/** uPlot's bar paths for series `index` of `count`, in its slot of each timestamp's group. */
export function groupedBars(index: number, count: number): uPlot.Series.PathBuilder | undefined {
    const slots = (u: uPlot) => {
        const xs = u.data[0];
        const span = (u.scales.x.max ?? 0) - (u.scales.x.min ?? 0);
        return barSlots(xs, index, count, barStep(xs, span, (span / Math.max(u.bbox.width / devicePixelRatio, 1)) * MIN_STEP_PX));
    };
    return uPlot.paths.bars?.({
        size: [GROUP_SHARE, MAX_GROUP_PX / count],
        disp: {
            x0: { unit: 1, values: u => slots(u).x0 },
            size: { unit: 1, values: u => [slots(u).width] },
        },
    });
}
