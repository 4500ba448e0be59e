import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConsoleLoading } from './layout/ConsoleLoading';
import { brandTheme } from './layout/theme';
import { loadAdminApp } from './loadAdminApp';
import { PublicApp } from './session/PublicApp';
import { RequireSession } from './session/RequireSession';
import { HOME_PATH } from './session/rememberedLocation';

const AdminApp = lazy(loadAdminApp);

/**
 * Two worlds under one router: the public pages at /login stay light, and
 * everything else is the react-admin console, downloaded only with a session.
 */
export const App = () => (
    <ThemeProvider theme={brandTheme}>
        <CssBaseline />
        <BrowserRouter>
            <Routes>
                <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
                <Route path="/login/*" element={<PublicApp />} />
                <Route
                    path="*"
                    element={
                        <RequireSession>
                            <Suspense fallback={<ConsoleLoading />}>
                                <AdminApp />
                            </Suspense>
                        </RequireSession>
                    }
                />
            </Routes>
        </BrowserRouter>
    </ThemeProvider>
);
