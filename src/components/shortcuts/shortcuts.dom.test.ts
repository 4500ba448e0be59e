import { describe, expect, it } from 'vitest';
import { isKeyForSurface, isTypingTarget, listedShortcuts } from './shortcuts';

describe('shortcuts', () => {
    it('are ignored inside INPUT, SELECT and TEXTAREA', () => {
        for (const tag of ['input', 'select', 'textarea']) {
            expect(isTypingTarget(document.createElement(tag))).toBe(true);
        }
        expect(isTypingTarget(document.createElement('div'))).toBe(false);
        expect(isTypingTarget(document.body)).toBe(false);
        expect(isTypingTarget(null)).toBe(false);
    });

    it('are ignored inside a code editor, which takes keys in a div of its own', () => {
        const editor = document.createElement('div');
        editor.className = 'monaco-editor';
        const input = document.createElement('div');
        input.className = 'native-edit-context';
        editor.append(input);
        expect(isTypingTarget(input)).toBe(true);
    });

    it('reach a surface from the page or from inside it, never from a field or a dialog over it', () => {
        const surface = document.createElement('div');
        const node = document.createElement('div');
        const field = document.createElement('input');
        surface.append(node, field);
        const dialog = document.createElement('div');
        document.body.append(surface, dialog);
        expect(isKeyForSurface(document.body, surface)).toBe(true);
        expect(isKeyForSurface(node, surface)).toBe(true);
        expect(isKeyForSurface(field, surface)).toBe(false);
        expect(isKeyForSurface(dialog, surface)).toBe(false);
        surface.remove();
        dialog.remove();
    });

    it('lists only shortcuts that have a description', () => {
        expect(listedShortcuts([{ keys: '?', description: 'x' }, { keys: 'g' }])).toEqual([
            { keys: '?', description: 'x' },
        ]);
    });
});
