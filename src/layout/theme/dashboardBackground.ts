/** The grid colour ThingsBoard writes into every new dashboard's layout, whether or not anyone chose it. */
const THINGSBOARD_DEFAULT_GRID_COLOR = '#eeeeee';

/**
 * A layout's background as the grid paints it: a colour the dashboard's author chose stays as
 * configured; ThingsBoard's default (or none) gives way to the theme's page background, so a
 * dashboard nobody coloured follows light and dark mode (issue #13).
 */
export const dashboardGridBackground = (color: string | null | undefined): string | undefined =>
    color && color.trim().toLowerCase() !== THINGSBOARD_DEFAULT_GRID_COLOR ? color : undefined;
