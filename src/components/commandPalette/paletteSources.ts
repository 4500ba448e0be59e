import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Dashboard from '@mui/icons-material/Dashboard';
import ExitToApp from '@mui/icons-material/ExitToApp';
import TranslateIcon from '@mui/icons-material/Translate';
import { devices } from '../../../resources';
import { may, type Authority } from '../../../resources/kernel';
import { MENU_ICONS } from '../../layout/menu/menuIcons';
import type { MenuSection } from '../../layout/menu/menuSections';
import { LANGUAGES } from '../../providers/i18n/languages';
import { routeOf } from '../../providers/data/resourceLookup';
import type { PaletteItem } from './paletteItems';

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
            label: translate(entry.name),
            detail,
            icon: MENU_ICONS[entry.icon],
            command: { type: 'navigate', path: entry.path },
        });
        return section.pages ? section.pages.map(entry => page(entry, translate(section.name))) : [page(section)];
    });

export interface ActionContext {
    authority: Authority;
    /** The language in use: switching to it is no action. */
    locale: string;
}

/**
 * The common actions: create a device (who may), open a dashboard (narrows to dashboards), one
 * language switch per other language (found by its own name, its code or "language"), sign out.
 */
export const actionItems = ({ authority, locale }: ActionContext, translate: Translate): PaletteItem[] => {
    const languageWord = translate('language.language');
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
                keywords: [language.nativeName, language.code, `${languageWord} ${language.nativeName}`, `language ${language.nativeName}`],
                onlyWhenTyped: true,
                command: { type: 'language', code: language.code },
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
