/** The toolbar button that opens the command palette (issue #13). */
export const CommandPaletteButton = () => null;
