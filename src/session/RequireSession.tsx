import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { tokenStore } from '../providers/auth/tokenStore';
import { rememberLocation } from './rememberedLocation';

/**
 * Sends visitors without a session to /login before the console's code is even
 * downloaded, remembering where they were going.
 */
export const RequireSession = ({ children }: { children: ReactNode }) => {
    const location = useLocation();
    if (!tokenStore.hasSession()) {
        return (
            <Navigate to="/login" replace state={rememberLocation(location)} />
        );
    }
    return children;
};
