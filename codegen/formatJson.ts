// Deterministic, compact JSON layout for generated TypeScript: small values stay on one line,
// larger ones are spread over several lines, so the file stays readable and diffable.

const MAX_INLINE_LENGTH = 120;

export function formatJson(value: unknown, indent = ''): string {
  const inline = JSON.stringify(value);
  if (inline === undefined) throw new Error('formatJson: value is not JSON-serialisable');
  if (inline.length + indent.length <= MAX_INLINE_LENGTH || typeof value !== 'object' || value === null) return inline;

  const innerIndent = indent + '  ';
  if (Array.isArray(value)) {
    const items = value.map((item) => innerIndent + formatJson(item, innerIndent));
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const members = Object.entries(value).map(
    ([key, child]) => `${innerIndent}${JSON.stringify(key)}: ${formatJson(child, innerIndent)}`,
  );
  return `{\n${members.join(',\n')}\n${indent}}`;
}
