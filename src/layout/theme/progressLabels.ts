import type { ThemeOptions } from '@mui/material/styles';

/**
 * Every spinner and progress bar is named for screen readers, in the person's language ("Wird
 * geladen…"), unless it names itself (the CSV export's bar says what it counts). MUI's progress
 * indicators have no name of their own; a theme default reaches all of them, present and future.
 */
export const withProgressLabels = <Options extends ThemeOptions>(options: Options, label: string): Options => ({
    ...options,
    components: {
        ...options.components,
        MuiCircularProgress: { ...options.components?.MuiCircularProgress, defaultProps: { ...options.components?.MuiCircularProgress?.defaultProps, 'aria-label': label } },
        MuiLinearProgress: { ...options.components?.MuiLinearProgress, defaultProps: { ...options.components?.MuiLinearProgress?.defaultProps, 'aria-label': label } },
    },
});
