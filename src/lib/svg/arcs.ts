/**
 * SVG geometry of round widgets (gauges, pies, polar and radar charts). Angles in degrees, clockwise
 * from the positive x axis, as SVG draws them.
 */

/** A point on a circle. */
export const polar = (cx: number, cy: number, radius: number, degrees: number): [number, number] => {
    const radians = (degrees * Math.PI) / 180;
    return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)];
};

const point = ([x, y]: [number, number]) => `${x.toFixed(2)} ${y.toFixed(2)}`;

/** An arc from one angle to another, clockwise (a full turn is drawn just short of closing). */
export function arcPath(cx: number, cy: number, radius: number, fromDegrees: number, toDegrees: number): string {
    const sweep = Math.min(toDegrees - fromDegrees, 359.99);
    const end = polar(cx, cy, radius, fromDegrees + sweep);
    return `M ${point(polar(cx, cy, radius, fromDegrees))} A ${radius} ${radius} 0 ${sweep > 180 ? 1 : 0} 1 ${point(end)}`;
}

/**
 * A closed slice between two angles: a pie wedge when `inner` is 0, else a ring segment (a doughnut
 * slice). A slice of a whole turn becomes the full disc or ring.
 */
export function slicePath(cx: number, cy: number, outer: number, inner: number, fromDegrees: number, toDegrees: number): string {
    const sweep = Math.min(toDegrees - fromDegrees, 359.999);
    const large = sweep > 180 ? 1 : 0;
    const to = fromDegrees + sweep;
    const outerArc = `M ${point(polar(cx, cy, outer, fromDegrees))} A ${outer} ${outer} 0 ${large} 1 ${point(polar(cx, cy, outer, to))}`;
    if (inner <= 0) return `${outerArc} L ${cx.toFixed(2)} ${cy.toFixed(2)} Z`;
    return `${outerArc} L ${point(polar(cx, cy, inner, to))} A ${inner} ${inner} 0 ${large} 0 ${point(polar(cx, cy, inner, fromDegrees))} Z`;
}
