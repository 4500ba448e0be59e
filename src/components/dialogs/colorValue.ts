/** Colours the picker accepts: #rgb, #rgba, #rrggbb, #rrggbbaa and rgb()/rgba() with 0-255 channels. */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(0|1|0?\.\d+)\s*)?\)$/i;

export const isColor = (text: string): boolean => {
    const value = text.trim();
    if (HEX.test(value)) return true;
    const rgb = value.match(RGB);
    return rgb !== null && [rgb[1], rgb[2], rgb[3]].every(channel => Number(channel) <= 255);
};

export type ColorProblem = 'required' | 'invalid' | null;

/** The colour is required in the picker dialog (part 2 §5.1). */
export const colorProblem = (text: string): ColorProblem => (text.trim() === '' ? 'required' : isColor(text) ? null : 'invalid');

/** Select is disabled while loading, when the colour is not valid or when nothing changed (part 2 §2.2). */
export const canSelectColor = (initial: string, current: string, loading: boolean): boolean =>
    !loading && colorProblem(current) === null && current.trim().toLowerCase() !== initial.trim().toLowerCase();
