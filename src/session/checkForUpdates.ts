import { showToast } from '../components/toast/toastStore';
import type { HttpClient } from '../providers/http/createHttpClient';

interface UpdateMessage {
    message: string;
    updateAvailable: boolean;
}

/** For a system administrator, after sign-in: an info toast, where every toast shows, when an update exists. */
export const checkForUpdates = (http: HttpClient) =>
    http
        .request<UpdateMessage>('/api/admin/updates', { ignoreErrors: true, ignoreLoading: true })
        .then(update => {
            if (update?.updateAvailable) {
                showToast({
                    message: update.message || 'admin.update-available',
                    kind: 'info',
                });
            }
        })
        .catch(() => undefined);
