import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { DialogHost } from './components/dialogs/DialogHost';
import { ToastHost } from './components/toast/ToastHost';
import { ConsoleLoading } from './layout/ConsoleLoading';
import { DocumentTitle } from './layout/DocumentTitle';
import { DirectionCache } from './layout/direction/DirectionCache';
import { BrandThemeProvider } from './layout/theme/BrandThemeProvider';
import { loadAdminApp } from './loadAdminApp';
import { LanguageProvider } from './providers/i18n/PublicTranslateContext';
import { PublicApp } from './session/PublicApp';
import { SessionGuard } from './session/SessionGuard';

const AdminApp = lazy(loadAdminApp);

/**
 * Two worlds under one router and one guard: the public pages at /login (in the person's light or dark theme), and
 * everything else is the react-admin console, downloaded only with a session. Toasts
 * and dialogs sit above both, so the http layer reaches the person anywhere.
 */
export const App = () => (
    <DirectionCache>
        <LanguageProvider>
            <BrandThemeProvider>
                <BrowserRouter>
                    <DocumentTitle />
                    <SessionGuard>
                        <Routes>
                            <Route path="/login/*" element={<PublicApp />} />
                            <Route
                                path="*"
                                element={
                                    <Suspense fallback={<ConsoleLoading />}>
                                        <AdminApp />
                                    </Suspense>
                                }
                            />
                        </Routes>
                    </SessionGuard>
                    <DialogHost />
                    <ToastHost />
                </BrowserRouter>
            </BrandThemeProvider>
        </LanguageProvider>
    </DirectionCache>
);
