import { readableOn } from './contrast';

/** The named CSS colours among the spec's severity colours (part 2: red, orange, green), as hex for the contrast maths. */
const HEX_OF_NAMED: Readonly<Record<string, string>> = { red: '#ff0000', orange: '#ffa500', green: '#008000' };

/**
 * A severity's colour as label text: the spec's hue, darkened on a light paper or lightened on a
 * dark one until it reads at AA (4.5:1). Dots and bars keep the spec's colour itself.
 */
export const readableSeverityColor = (color: string, paper: string): string => {
    const hex = HEX_OF_NAMED[color] ?? color;
    return /^#[0-9a-f]{6}$/i.test(hex) ? readableOn(hex, [paper]) : color;
};
