import { act, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import germanCommon from '../../locales/de_DE/common.json';
import { activeRequests } from '../providers/http/activeRequests';
import { createAdminI18nProvider } from '../providers/i18n/adminI18nProvider';
import type { Messages } from '../providers/i18n/messages';
import { PublicTranslateProvider } from '../providers/i18n/PublicTranslateContext';
import { GlobalProgress } from './GlobalProgress';
import { menuFor } from './menu/menuSections';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { SideMenu } from './SideMenu';
import { BrandThemeProvider } from './theme/BrandThemeProvider';

const german = germanCommon as unknown as Messages;

/** Issue #27: the shell's landmarks and progress bars are named in the person's language, not in English. */
describe('the shell names its parts in the chosen language', () => {
    afterEach(() => activeRequests.set(0));

    it('the menu and the breadcrumb', () => {
        render(
            <MemoryRouter initialEntries={['/devices']}>
                <AdminContext i18nProvider={createAdminI18nProvider({ locale: 'de_DE', messages: german })}>
                    <ShellBreadcrumbs />
                    <SideMenu sections={menuFor('TENANT_ADMIN', { edgesSupportEnabled: false })} />
                </AdminContext>
            </MemoryRouter>
        );
        expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
        expect(screen.getByRole('navigation', { name: 'Navigationspfad' })).toBeTruthy();
        expect(screen.queryByRole('navigation', { name: /menu|breadcrumb/i })).toBeNull();
    });

    it('every progress indicator, through the theme', () => {
        render(
            <PublicTranslateProvider messages={german}>
                <BrandThemeProvider>
                    <GlobalProgress />
                </BrandThemeProvider>
            </PublicTranslateProvider>
        );
        act(() => activeRequests.set(1));
        expect(screen.getByRole('progressbar', { name: 'Wird geladen…' })).toBeTruthy();
    });
});
