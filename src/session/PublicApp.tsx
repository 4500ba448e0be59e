import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ConsoleLoading } from '../layout/ConsoleLoading';
import { LoginPage } from '../pages/login/LoginPage';
import { ResetPasswordRequestPage } from '../pages/login/ResetPasswordRequestPage';

// Opened from mailed links only: they need not weigh on the sign-in page.
const ResetPasswordPage = lazy(() => import('../pages/login/ResetPasswordPage'));
const CreatePasswordPage = lazy(() => import('../pages/login/CreatePasswordPage'));
const EmailActivationPage = lazy(() => import('../pages/login/EmailActivationPage'));
const ResendActivationPage = lazy(() => import('../pages/login/ResendActivationPage'));

/** The pages under /login: small, MUI only, no react-admin. The guard sends signed-in users on. */
export const PublicApp = () => (
    <Suspense fallback={<ConsoleLoading />}>
        <Routes>
            <Route index element={<LoginPage />} />
            <Route path="resetPasswordRequest" element={<ResetPasswordRequestPage />} />
            <Route path="resetPassword" element={<ResetPasswordPage />} />
            <Route path="resetExpiredPassword" element={<ResetPasswordPage expiredPassword />} />
            <Route path="createPassword" element={<CreatePasswordPage />} />
            <Route path="emailActivation" element={<EmailActivationPage />} />
            <Route path="resendActivation" element={<ResendActivationPage />} />
            <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
    </Suspense>
);
