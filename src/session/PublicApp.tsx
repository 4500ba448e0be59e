import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../pages/login/LoginPage';
import { ResetPasswordRequestPage } from '../pages/login/ResetPasswordRequestPage';
import { tokenStore } from '../providers/auth/tokenStore';
import { defaultMessages } from '../providers/i18n/messages';
import { PublicTranslateProvider } from '../providers/i18n/PublicTranslateContext';
import { afterLoginPath } from './rememberedLocation';

/** The pages under /login: small, MUI only, no react-admin. */
export const PublicApp = () => (
    <PublicTranslateProvider messages={defaultMessages}>
        <Routes>
            <Route index element={<LoginRoute />} />
            <Route
                path="resetPasswordRequest"
                element={<ResetPasswordRequestPage />}
            />
            <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
    </PublicTranslateProvider>
);

/** A signed-in user who opens /login goes on to the console. */
const LoginRoute = () => {
    const location = useLocation();
    return tokenStore.hasSession() ? (
        <Navigate to={afterLoginPath(location.state)} replace />
    ) : (
        <LoginPage />
    );
};
