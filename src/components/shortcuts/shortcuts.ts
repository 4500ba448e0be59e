/** Keyboard shortcuts of the console; the overlay lists those with a description. */
export interface Shortcut {
    keys: string;
    /** i18n key; a shortcut without one is not listed. */
    description?: string;
}

export const SHORTCUTS: readonly Shortcut[] = [
    { keys: '?', description: 'shortcuts.toggle-help' },
    { keys: 'Esc', description: 'shortcuts.close-dialog' },
    // The command palette (components/commandPalette; ⌘K on Apple keyboards). The overlay translates
    // with the sign-in page's strings (common.json), which have ThingsBoard's "Search" in every language.
    { keys: 'Ctrl+K', description: 'action.search' },
];

export const HELP_KEY = '?';

const TYPING_TARGETS = ['INPUT', 'SELECT', 'TEXTAREA'];

/**
 * Shortcuts are ignored while the person types into a field (part 2 §2.3). Code editors count
 * wherever the key lands in them: Monaco takes keys in a div of its own (EditContext), not a textarea.
 */
export const isTypingTarget = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return false;
    const element = target as HTMLElement;
    return TYPING_TARGETS.includes(element.tagName) || element.isContentEditable === true || element.closest('.monaco-editor') !== null;
};

/**
 * Keys meant for a surface (a canvas, a grid): those pressed on the page itself or inside the
 * surface, never those typed into a field, an editor or anything opened over it (a dialog, a menu).
 */
export const isKeyForSurface = (target: EventTarget | null, surface: Element | null) =>
    !isTypingTarget(target) && (target === document.body || (surface !== null && target instanceof Node && surface.contains(target)));

export const listedShortcuts = (shortcuts: readonly Shortcut[] = SHORTCUTS) =>
    shortcuts.filter(shortcut => shortcut.description);
