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

/** Shortcuts are ignored while the person types into a field (part 2 §2.3). */
export const isTypingTarget = (target: EventTarget | null) => {
    const element = target as HTMLElement | null;
    return !!element && (TYPING_TARGETS.includes(element.tagName) || element.isContentEditable === true);
};

export const listedShortcuts = (shortcuts: readonly Shortcut[] = SHORTCUTS) =>
    shortcuts.filter(shortcut => shortcut.description);
