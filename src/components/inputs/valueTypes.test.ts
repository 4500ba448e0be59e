import { describe, expect, it } from 'vitest';
import { inferValueType, parseTypedInput, parseWireValue } from './valueTypes';

describe('value types', () => {
    it('infers the input type of a value', () => {
        expect(inferValueType(42)).toBe('integer');
        expect(inferValueType(4.2)).toBe('double');
        expect(inferValueType(true)).toBe('boolean');
        expect(inferValueType({ a: 1 })).toBe('json');
        expect(inferValueType('hello')).toBe('string');
    });

    it('reads inputs as their type, null when they do not fit', () => {
        expect(parseTypedInput('integer', '42', false)).toBe(42);
        expect(parseTypedInput('integer', '4.2', false)).toBeNull();
        expect(parseTypedInput('double', '4.2', false)).toBe(4.2);
        expect(parseTypedInput('boolean', '', true)).toBe(true);
        expect(parseTypedInput('json', '{"a":1}', false)).toEqual({ a: 1 });
        expect(parseTypedInput('json', '{', false)).toBeNull();
    });

    it('reads socket text as the type the value had', () => {
        expect(parseWireValue('27.3', 21)).toBe(27.3);
        expect(parseWireValue('42', 'text')).toBe('42');
        expect(parseWireValue('hello', undefined)).toBe('hello');
    });
});
