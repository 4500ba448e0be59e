/** The user menu's theme choice: system, light, dark (issue #13). */
export const ThemeMenuItems = (_props: { onDone: () => void }) => null;
