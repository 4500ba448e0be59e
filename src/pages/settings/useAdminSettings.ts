import { useEffect, useState } from 'react';
import type { AdminSettings } from '../../../shared/generated/api.gen';
import { httpClient } from '../../providers/http/httpClient';

/** One admin settings record (general, mail, sms); null while loading; undefined when it was never saved. */
export function useAdminSettings(key: string): AdminSettings | null | undefined {
    const [settings, setSettings] = useState<AdminSettings | null | undefined>(null);
    useEffect(() => {
        let active = true;
        httpClient
            .request<AdminSettings>(`/api/admin/settings/${key}`, { ignoreErrors: true })
            .then(found => active && setSettings(found))
            .catch(() => active && setSettings(undefined));
        return () => {
            active = false;
        };
    }, [key]);
    return settings;
}

export const saveAdminSettings = (settings: Pick<AdminSettings, 'key' | 'jsonValue'> & Partial<AdminSettings>) =>
    httpClient.request<AdminSettings>('/api/admin/settings', { method: 'POST', body: settings });
