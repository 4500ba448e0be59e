import { describe, expect, it } from 'vitest';
import { RELATION_TYPE_MAX_LENGTH, relationTypeError, relationTypeSuggestions } from './relationTypes';

describe('relation types', () => {
    it.each([
        ['', [], ['Contains', 'Manages']],
        ['co', [], ['Contains']],
        ['MAN', [], ['Manages']],
        ['tains', [], []],
        ['', ['Uses', 'Contains'], ['Contains', 'Manages', 'Uses']],
        ['u', ['Uses'], ['Uses']],
    ])('suggests for %j (extra %j) by case-insensitive prefix: %j', (text, extra, expected) => {
        expect(relationTypeSuggestions(text, extra)).toEqual(expected);
    });

    it.each([
        [null, true, 'relation.relation-type-required'],
        ['', true, 'relation.relation-type-required'],
        [null, false, null],
        ['Contains', true, null],
        ['x'.repeat(255), true, null],
        ['x'.repeat(256), false, 'relation.relation-type-max-length'],
    ])('validates %j (required %j) as %j', (value, required, expected) => {
        expect(relationTypeError(value, required)).toBe(expected);
    });

    it('allows 255 characters', () => {
        expect(RELATION_TYPE_MAX_LENGTH).toBe(255);
    });
});
