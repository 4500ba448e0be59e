/** Audit action data deeper than this keeps TOO_DEEP in place of the rest: it is for reading, not replaying. */
export const ACTION_DATA_MAX_DEPTH = 64;
export const TOO_DEEP = '[nested too deep]';

/**
 * JSON text of a value with objects and arrays below maxDepth replaced by TOO_DEEP. JSON.stringify
 * recurses natively and overflows the stack on a value nested 100,000 deep; the replacer cuts the
 * descent off before that.
 */
export function boundedJsonText(value: unknown, maxDepth = ACTION_DATA_MAX_DEPTH): string {
    const depths = new WeakMap<object, number>();
    return JSON.stringify(value ?? null, function (this: object, _key: string, inner: unknown) {
        if (typeof inner !== 'object' || inner === null) return inner;
        const depth = (depths.get(this) ?? 0) + 1;
        if (depth > maxDepth) return TOO_DEEP;
        depths.set(inner, depth);
        return inner;
    });
}
