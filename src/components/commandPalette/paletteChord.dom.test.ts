import { describe, expect, it } from 'vitest';
import { isPaletteChord, paletteShortcutLabel } from './paletteChord';

const chord = (init: Partial<KeyboardEventInit> & { target?: EventTarget | null }) => ({
    key: 'k',
    code: 'KeyK',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    target: document.body,
    ...init,
}) as KeyboardEvent;

describe('the palette chord', () => {
    it('is Ctrl+K or Cmd+K, also in a field, on any keyboard layout', () => {
        expect(isPaletteChord(chord({ ctrlKey: true }))).toBe(true);
        expect(isPaletteChord(chord({ metaKey: true, key: 'K' }))).toBe(true);
        expect(isPaletteChord(chord({ ctrlKey: true, target: document.createElement('input') }))).toBe(true);
        expect(isPaletteChord(chord({ ctrlKey: true, key: 'л' }))).toBe(true);
    });

    it('is not K alone, nor with Shift or Alt, nor inside the code editor', () => {
        expect(isPaletteChord(chord({}))).toBe(false);
        expect(isPaletteChord(chord({ ctrlKey: true, shiftKey: true }))).toBe(false);
        expect(isPaletteChord(chord({ ctrlKey: true, altKey: true }))).toBe(false);
        const editor = document.createElement('div');
        editor.className = 'monaco-editor';
        const textarea = editor.appendChild(document.createElement('textarea'));
        expect(isPaletteChord(chord({ ctrlKey: true, target: textarea }))).toBe(false);
    });

    it('is shown as ⌘K on Apple keyboards', () => {
        expect(paletteShortcutLabel('MacIntel')).toBe('⌘K');
        expect(paletteShortcutLabel('Win32')).toBe('Ctrl+K');
    });
});
