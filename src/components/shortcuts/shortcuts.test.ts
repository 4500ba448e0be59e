import { describe, expect, it } from 'vitest';
import { isTypingTarget, listedShortcuts } from './shortcuts';

describe('shortcuts', () => {
    it('are ignored inside INPUT, SELECT and TEXTAREA', () => {
        for (const tag of ['input', 'select', 'textarea']) {
            expect(isTypingTarget(document.createElement(tag))).toBe(true);
        }
        expect(isTypingTarget(document.createElement('div'))).toBe(false);
        expect(isTypingTarget(document.body)).toBe(false);
        expect(isTypingTarget(null)).toBe(false);
    });

    it('lists only shortcuts that have a description', () => {
        expect(listedShortcuts([{ keys: '?', description: 'x' }, { keys: 'g' }])).toEqual([
            { keys: '?', description: 'x' },
        ]);
    });
});
