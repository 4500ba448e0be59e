/**
 * A map keyed by device-chosen names, as a plain object without a prototype: a key such as
 * "__proto__" is then an ordinary key, not the object's prototype.
 */
export const dictionary = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;
