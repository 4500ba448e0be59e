import { Admin, CustomRoutes } from 'react-admin';
import { Navigate, Route } from 'react-router';
import { adminTheme } from './layout/adminTheme';
import { ShellLayout } from './layout/ShellLayout';
import { HomePage } from './pages/home/HomePage';
import { authProvider } from './providers/auth/authProvider';
import { dataProvider } from './providers/data/dataProvider';
import { adminI18nProvider } from './providers/i18n/adminI18nProvider';
import { HOME_PATH } from './session/rememberedLocation';

const NavigateHome = () => <Navigate to={HOME_PATH} replace />;

/**
 * The signed-in console. It lives inside App's BrowserRouter (react-admin then adds
 * no router of its own) and leaves /login to the public pages, hence loginPage={false}.
 */
const AdminApp = () => (
    <Admin
        title="Thingdeck"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={adminI18nProvider}
        theme={adminTheme}
        layout={ShellLayout}
        catchAll={NavigateHome}
        loginPage={false}
        requireAuth
        disableTelemetry
    >
        <CustomRoutes>
            <Route path={HOME_PATH} element={<HomePage />} />
        </CustomRoutes>
    </Admin>
);

export default AdminApp;
