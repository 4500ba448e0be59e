// Deterministic, compact JSON layout for generated TypeScript: small values stay on one line,
// larger ones are spread over several lines, so the file stays readable and diffable.

const MAX_INLINE_LENGTH = 120;

/** Renders a value JSON cannot (a named constant, say) as TypeScript source, or says it is plain JSON (undefined). */
export type SpecialValue = (value: unknown) => string | undefined;

/** One-line rendering, with `special` values rendered their own way. */
function inlineOf(value: unknown, special?: SpecialValue): string {
  const own = special?.(value);
  if (own !== undefined) return own;
  if (!special || typeof value !== 'object' || value === null) {
    const inline = JSON.stringify(value);
    if (inline === undefined) throw new Error('formatJson: value is not JSON-serialisable');
    return inline;
  }
  if (Array.isArray(value)) return `[${value.map((item) => inlineOf(item, special)).join(',')}]`;
  return `{${Object.entries(value).map(([key, child]) => `${JSON.stringify(key)}:${inlineOf(child, special)}`).join(',')}}`;
}

export function formatJson(value: unknown, indent = '', special?: SpecialValue): string {
  const inline = inlineOf(value, special);
  if (inline.length + indent.length <= MAX_INLINE_LENGTH || typeof value !== 'object' || value === null || special?.(value) !== undefined) return inline;

  const innerIndent = indent + '  ';
  if (Array.isArray(value)) {
    const items = value.map((item) => innerIndent + formatJson(item, innerIndent, special));
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const members = Object.entries(value).map(
    ([key, child]) => `${innerIndent}${JSON.stringify(key)}: ${formatJson(child, innerIndent, special)}`,
  );
  return `{\n${members.join(',\n')}\n${indent}}`;
}
