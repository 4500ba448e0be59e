/** The shortcut as shown to the person: ⌘K on Apple keyboards, Ctrl+K elsewhere. */
export const paletteShortcutLabel = (platform = typeof navigator === 'undefined' ? '' : navigator.platform): string =>
    /Mac|iPhone|iPad/.test(platform) ? '⌘K' : 'Ctrl+K';

/** Monaco binds Ctrl+K chords of its own (Ctrl+K Ctrl+C comments a line): it keeps them. */
const isInsideCodeEditor = (target: EventTarget | null) =>
    target instanceof Element && target.closest('.monaco-editor') !== null;

/**
 * Ctrl+K or Cmd+K, even while typing in a field (it is a chord, not a letter), except inside the
 * code editor. Shift or Alt make another shortcut.
 */
export const isPaletteChord = (event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): boolean =>
    // The key K wherever the layout puts its letter (a Cyrillic layout reports "л").
    (event.key.toLowerCase() === 'k' || event.code === 'KeyK') &&
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    !isInsideCodeEditor(event.target);
