import { describe, expect, it } from 'vitest';
import { parseInput } from './inputValue';
import { INPUT_VARIANTS } from './inputVariants';

describe('input widget values', () => {
    it('writes integers only as whole numbers within min and max', () => {
        expect(parseInput(' 42 ', 'integer', { required: true })).toEqual({ ok: true, value: 42 });
        expect(parseInput('4.2', 'integer', { required: true })).toMatchObject({ ok: false, error: 'attribute.invalid-integer' });
        expect(parseInput('7', 'integer', { required: true, max: 5 })).toMatchObject({ ok: false, error: 'widgets.input.max-value', args: { value: 5 } });
    });

    it('writes doubles as numbers and refuses text', () => {
        expect(parseInput('21.5', 'double', { required: true })).toEqual({ ok: true, value: 21.5 });
        expect(parseInput('warm', 'double', { required: true })).toMatchObject({ ok: false, error: 'attribute.invalid-double' });
        expect(parseInput('-3', 'double', { required: true, min: 0 })).toMatchObject({ ok: false, error: 'widgets.input.min-value' });
    });

    it('writes text within its lengths, and refuses empty input only when required', () => {
        expect(parseInput('ab', 'string', { required: true, minLength: 3 })).toMatchObject({ ok: false, error: 'widgets.input.min-length' });
        expect(parseInput('abcd', 'string', { required: true, maxLength: 3 })).toMatchObject({ ok: false, error: 'widgets.input.max-length' });
        expect(parseInput('', 'string', { required: true })).toMatchObject({ ok: false, error: 'widgets.input.value-required' });
        expect(parseInput('', 'double', { required: false })).toEqual({ ok: true, value: '' });
    });

    it("maps ThingsBoard's updater aliases onto their scope and value type", () => {
        expect(INPUT_VARIANTS['input_widgets.update_shared_double_attribute']).toEqual({ target: 'SHARED_SCOPE', valueType: 'double' });
        expect(INPUT_VARIANTS['input_widgets.update_server_boolean_attribute']).toEqual({ target: 'SERVER_SCOPE', valueType: 'boolean' });
        expect(INPUT_VARIANTS['input_widgets.update_integer_timeseries']).toEqual({ target: 'TIMESERIES', valueType: 'integer' });
        expect(Object.keys(INPUT_VARIANTS)).toHaveLength(12);
    });
});
