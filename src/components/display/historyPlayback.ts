/** Playback speeds offered (part 2 §9). */
export const PLAYBACK_SPEEDS = [1, 5, 10, 25] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const DEFAULT_PLAYBACK_STEP_MS = 1000;

/** A tick every 1000 ms divided by the speed. */
export const tickInterval = (speed: number): number => 1000 / speed;

export interface PlaybackRange {
    minTime: number;
    maxTime: number;
    step?: number;
}

/** The last index: the ceiling of (max − min) / step. */
export const maxIndex = ({ minTime, maxTime, step = DEFAULT_PLAYBACK_STEP_MS }: PlaybackRange): number =>
    Math.ceil((maxTime - minTime) / step);

/** The time at an index: min + index × step. */
export const timeAt = ({ minTime, step = DEFAULT_PLAYBACK_STEP_MS }: PlaybackRange, index: number): number => minTime + index * step;

/** The index of the first anchor after the current time, or null when none is left. */
export const nextAnchorIndex = (range: PlaybackRange, index: number, anchors: readonly number[]): number | null => {
    const now = timeAt(range, index);
    const next = [...anchors].sort((a, b) => a - b).find(anchor => anchor > now);
    return next === undefined ? null : Math.min(Math.ceil((next - range.minTime) / (range.step ?? DEFAULT_PLAYBACK_STEP_MS)), maxIndex(range));
};

/** The index of the last anchor before the current time, or null when none is left. */
export const previousAnchorIndex = (range: PlaybackRange, index: number, anchors: readonly number[]): number | null => {
    const now = timeAt(range, index);
    const previous = [...anchors].sort((a, b) => b - a).find(anchor => anchor < now);
    return previous === undefined ? null : Math.max(Math.floor((previous - range.minTime) / (range.step ?? DEFAULT_PLAYBACK_STEP_MS)), 0);
};
