import { describe, expect, it } from 'vitest';
import { draftForType, draftOf, inferValueType, parseWireValue, typedValueError, typedValueOf, type TypedValueDraft } from './valueTypes';

const draft = (type: TypedValueDraft['type'], text: string, checked = false): TypedValueDraft => ({ type, text, checked });

describe('value types', () => {
    it('infers the input type of a value', () => {
        expect(inferValueType(42)).toBe('integer');
        expect(inferValueType(-7)).toBe('integer');
        expect(inferValueType(4.2)).toBe('double');
        expect(inferValueType(true)).toBe('boolean');
        expect(inferValueType({ a: 1 })).toBe('json');
        expect(inferValueType('hello')).toBe('string');
    });

    it('resets the value when the type changes: boolean false, JSON an empty object, others empty', () => {
        expect(draftForType('boolean')).toEqual({ type: 'boolean', text: '', checked: false });
        expect(draftForType('json').text).toBe('{}');
        expect(typedValueOf(draftForType('json'))).toEqual({});
        for (const type of ['string', 'integer', 'double'] as const) expect(draftForType(type).text).toBe('');
    });

    it('starts from an existing value with its inferred type', () => {
        expect(draftOf({ a: 1 })).toEqual({ type: 'json', text: '{\n  "a": 1\n}', checked: false });
        expect(draftOf(true)).toEqual({ type: 'boolean', text: '', checked: true });
        expect(draftOf(undefined).type).toBe('string');
    });

    it('gives the messages of part 2 §5.1', () => {
        expect(typedValueError(draft('string', ''))).toBe('value.string-value-required');
        expect(typedValueError(draft('integer', ''))).toBe('value.integer-value-required');
        expect(typedValueError(draft('integer', '4.2'))).toBe('value.invalid-integer-value');
        expect(typedValueError(draft('integer', '-42'))).toBeNull();
        expect(typedValueError(draft('double', ''))).toBe('value.double-value-required');
        expect(typedValueError(draft('json', ''))).toBe('value.json-value-required');
        expect(typedValueError(draft('json', '{'))).toBe('value.json-value-invalid');
        expect(typedValueError(draft('boolean', ''))).toBeNull();
    });

    it('lets the caller override the required message', () => {
        expect(typedValueError(draft('string', ''), 'attribute.value-required')).toBe('attribute.value-required');
        expect(typedValueError(draft('integer', 'x'), 'attribute.value-required')).toBe('value.invalid-integer-value');
    });

    it('emits the value only when valid, a boolean always', () => {
        expect(typedValueOf(draft('integer', '42'))).toBe(42);
        expect(typedValueOf(draft('integer', '4.2'))).toBeNull();
        expect(typedValueOf(draft('double', '4.2'))).toBe(4.2);
        expect(typedValueOf(draft('boolean', '', true))).toBe(true);
        expect(typedValueOf(draft('boolean', '', false))).toBe(false);
        expect(typedValueOf(draft('json', '{"a":1}'))).toEqual({ a: 1 });
        expect(typedValueOf(draft('json', '{'))).toBeNull();
        expect(typedValueOf(draft('string', ''))).toBeNull();
    });

    it('reads socket text as the type the value had', () => {
        expect(parseWireValue('27.3', 21)).toBe(27.3);
        expect(parseWireValue('42', 'text')).toBe('42');
        expect(parseWireValue('hello', undefined)).toBe('hello');
    });
});
