import { useSyncExternalStore } from 'react';
import { themeModeStore, type ThemeModeState } from './themeModeStore';

/** The person's theme choice and the palette it gives now; re-renders when either changes. */
export const useThemeMode = (): ThemeModeState => useSyncExternalStore(themeModeStore.subscribe, themeModeStore.getSnapshot);
