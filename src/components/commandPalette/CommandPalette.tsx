/** The command palette on Ctrl+K / Cmd+K (issue #13). */
export const CommandPalette = () => null;
