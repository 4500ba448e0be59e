import { useState } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { ReactAdminNotifications } from './components/toast/ReactAdminNotifications';
import { isRegistryRoute, registryResources } from './generic/registryResources';
import { ShellLayout } from './layout/ShellLayout';
import { useAdminTheme } from './layout/theme/useAdminTheme';
import { DashboardPage } from './pages/dashboards/DashboardPage';
import { HomePage } from './pages/home/HomePage';
import { CUSTOM_PAGES } from './pages/customPages';
import { PlaceholderPage } from './pages/placeholder/PlaceholderPage';
import { consoleAuthProvider } from './providers/auth/consoleAuthProvider';
import { dataProvider } from './providers/data/dataProvider';
import { createAdminI18nProvider } from './providers/i18n/adminI18nProvider';
import { languageStore } from './providers/i18n/languageStore';
import { HOME_PATH } from './session/rememberedLocation';
import { ROUTES } from './session/routeTable';

const NavigateHome = () => <Navigate to={HOME_PATH} replace />;

/** Menu pages whose own issue has not landed yet (entity lists arrive from the registry). */
const placeholderRoutes = ROUTES.filter(
    route => !route.module && !route.redirectTo && route.path !== HOME_PATH && !route.path.includes(':') && !CUSTOM_PAGES.some(page => page.path === route.path) && !isRegistryRoute(route.path)
);

/**
 * The signed-in console. It lives inside App's BrowserRouter (react-admin then adds
 * no router of its own) and leaves /login to the public pages, hence loginPage={false}.
 */
const AdminApp = () => {
    const [i18nProvider] = useState(() => createAdminI18nProvider(languageStore.getSnapshot(), languageStore.messagesFor));
    const theme = useAdminTheme();
    return (
        <Admin
            title="Thingdeck"
            authProvider={consoleAuthProvider}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            theme={theme}
            layout={ShellLayout}
            notification={ReactAdminNotifications}
            catchAll={NavigateHome}
            loginPage={false}
            requireAuth
            disableTelemetry
        >
            {registryResources}
            <CustomRoutes noLayout>
                <Route path="/dashboard/:dashboardId" element={<DashboardPage fullscreen />} />
            </CustomRoutes>
            <CustomRoutes>
                <Route path={HOME_PATH} element={<HomePage />} />
                {CUSTOM_PAGES.map(({ path, page: Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                ))}
                <Route path="/dashboards/:dashboardId" element={<DashboardPage />} />
                {placeholderRoutes.map(route => (
                    <Route key={route.path} path={route.path} element={<PlaceholderPage title={route.title} />} />
                ))}
            </CustomRoutes>
        </Admin>
    );
};

export default AdminApp;
