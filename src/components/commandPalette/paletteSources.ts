import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Dashboard from '@mui/icons-material/Dashboard';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import TranslateIcon from '@mui/icons-material/Translate';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { devices } from '../../../resources';
import { may, type Authority } from '../../../resources/kernel';
import { MENU_ICONS } from '../../layout/menu/menuIcons';
import { PAGE_NAME_OPTIONS, type MenuSection } from '../../layout/menu/menuSections';
import { THEME_MODES, type ThemeMode } from '../../layout/theme/themeModeStore';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { routeOf } from '../../providers/data/resourceLookup';
import type { PaletteItem } from './paletteItems';
import { ExitToApp } from '../display/directionalIcons';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The pages of the person's side menu: its links, and the pages inside its groups (a group is
 * not a page of its own), each with the group's name beside it.
 */
export const pageItems = (sections: readonly MenuSection[], translate: Translate): PaletteItem[] =>
    sections.flatMap(section => {
        const page = (entry: MenuSection, detail?: string): PaletteItem => ({
            id: `page-${entry.id}`,
            group: 'pages',
            label: translate(entry.name, PAGE_NAME_OPTIONS),
            detail,
            icon: MENU_ICONS[entry.icon],
            command: { type: 'navigate', path: entry.path },
        });
        return section.pages ? section.pages.map(entry => page(entry, translate(section.name, PAGE_NAME_OPTIONS))) : [page(section)];
    });

export interface ActionContext {
    authority: Authority;
    /** The language in use: switching to it is no action. */
    locale: string;
    /** The theme chosen now, likewise. */
    themeMode: ThemeMode;
}

const THEME_ICONS: Readonly<Record<ThemeMode, ComponentType<SvgIconProps>>> = {
    system: SettingsBrightness,
    light: LightMode,
    dark: DarkMode,
};

/**
 * The common actions: create a device (who may), open a dashboard (narrows to dashboards), one
 * language switch per other language (found by its own name, its English name, its code or "language"), the other
 * themes, sign out.
 */
export const actionItems = ({ authority, locale, themeMode }: ActionContext, translate: Translate): PaletteItem[] => {
    const languageWord = translate('language.language');
    const themeWord = translate('theme.theme');
    return [
        ...(may(devices, authority, 'create')
            ? [{
                  id: 'action-create-device',
                  group: 'actions',
                  label: translate('command-palette.create-device'),
                  icon: AddCircleOutline,
                  keywords: ['add device', 'new device'],
                  command: { type: 'navigate', path: `/${routeOf(devices)}/create` },
              } satisfies PaletteItem]
            : []),
        {
            id: 'action-open-dashboard',
            group: 'actions',
            label: translate('command-palette.open-dashboard'),
            icon: Dashboard,
            command: { type: 'scope', scope: 'dashboards' },
        },
        ...LANGUAGES.filter(language => language.code !== locale).map(
            (language): PaletteItem => ({
                id: `action-language-${language.code}`,
                group: 'actions',
                label: translate('command-palette.switch-language', { language: language.nativeName }),
                icon: TranslateIcon,
                keywords: [language.nativeName, language.englishName, language.code, `${languageWord} ${language.nativeName}`, `language ${language.nativeName}`, `language ${language.englishName}`],
                onlyWhenTyped: true,
                command: { type: 'language', code: language.code },
            })
        ),
        ...THEME_MODES.filter(mode => mode !== themeMode).map(
            (mode): PaletteItem => ({
                id: `action-theme-${mode}`,
                group: 'actions',
                label: translate('command-palette.switch-theme', { theme: translate(`theme.mode-${mode}`) }),
                icon: THEME_ICONS[mode],
                keywords: [`${themeWord} ${translate(`theme.mode-${mode}`)}`, `${mode} mode`, `${mode} theme`],
                onlyWhenTyped: true,
                command: { type: 'theme', mode },
            })
        ),
        {
            id: 'action-sign-out',
            group: 'actions',
            label: translate('command-palette.sign-out'),
            icon: ExitToApp,
            keywords: [translate('user.logout'), 'logout', 'log out', 'sign out'],
            command: { type: 'signOut' },
        },
    ];
};
