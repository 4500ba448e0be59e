import type SvgIcon from '@mui/material/SvgIcon';

export type IconComponent = typeof SvgIcon;
export type IconModules = Record<string, { default: IconComponent }>;

/** Icons are stored by their Material ligature name ('arrow_back'); MUI names them 'ArrowBack'. */
export const iconNameOf = (componentName: string): string =>
    componentName.replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[a-zA-Z])(?=\d)/g, '_').toLowerCase();

/**
 * Names are ASCII (lower case, digits, underscores): compared by code unit. localeCompare started the
 * browser's collation engine and sorted the full set's two thousand names in 60-170 ms on one task, on
 * every dashboard whose widget actions name an icon outside the common list (issue #26).
 */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The icon names of glob-imported icon modules, keyed by file path, with their components, in the picker's order. */
export const iconsByName = (modules: IconModules): Map<string, IconComponent> =>
    new Map(
        Object.entries(modules)
            .map(([path, module]) => [iconNameOf(path.slice(path.lastIndexOf('/') + 1, -'.js'.length)), module.default] as const)
            .sort(([a], [b]) => byName(a, b))
    );

/** The common list the picker starts with (part 2 §2.2: about 40 icons). */
export const COMMON_ICON_NAMES = [
    'more_horiz', 'more_vert', 'open_in_new', 'visibility', 'play_arrow', 'arrow_back', 'arrow_downward', 'arrow_forward',
    'arrow_upward', 'close', 'refresh', 'menu', 'show_chart', 'multiline_chart', 'pie_chart', 'insert_chart',
    'people', 'person', 'domain', 'devices_other', 'widgets', 'dashboard', 'map', 'pin_drop',
    'my_location', 'extension', 'search', 'settings', 'notifications', 'notifications_active', 'info', 'info_outline',
    'warning', 'list', 'file_download', 'import_export', 'share', 'add', 'edit', 'done', 'delete', 'home',
] as const;

/** Part 2 §9: the list renders after 50 ms (common icons) or 100 ms (all icons). */
export const ICON_RENDER_DELAY_MS = { common: 50, all: 100 } as const;
