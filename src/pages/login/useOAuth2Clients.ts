import { useEffect, useState } from 'react';
import type { OAuth2ClientInfo } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

/** The external sign-in clients; any failure means none (reference §2 step 6). */
export const useOAuth2Clients = () => {
    const [clients, setClients] = useState<OAuth2ClientInfo[]>([]);
    useEffect(() => {
        let active = true;
        httpClient
            .request<OAuth2ClientInfo[]>('/api/noauth/oauth2Clients', {
                method: 'POST',
                query: { platform: 'WEB' },
                ignoreErrors: true,
                ignoreLoading: true,
            })
            .then(list => {
                if (active && Array.isArray(list)) setClients(list);
            })
            .catch(() => undefined);
        return () => {
            active = false;
        };
    }, []);
    return clients;
};
