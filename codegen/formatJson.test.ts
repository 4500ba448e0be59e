import { describe, expect, it } from 'vitest';
import { formatJson } from './formatJson';

describe('formatJson', () => {
  it('keeps small values on one line', () => {
    expect(formatJson({ type: 'string', format: 'uuid' })).toBe('{"type":"string","format":"uuid"}');
  });

  it('spreads large values over several lines and stays valid JSON', () => {
    const value = {
      description: 'x'.repeat(90),
      properties: { a: { type: 'string' }, b: { type: ['integer', 'null'] } },
      required: ['a', 'b'],
    };
    const text = formatJson(value);
    expect(text.split('\n').length).toBeGreaterThan(1);
    expect(JSON.parse(text)).toEqual(value);
  });
});
