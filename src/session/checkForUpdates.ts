import { showToast } from '../components/toast/toastStore';
import type { HttpClient } from '../providers/http/createHttpClient';

interface UpdateMessage {
    message: string;
    updateAvailable: boolean;
}

/** For a system administrator, after sign-in: an info toast at bottom right when an update exists. */
export const checkForUpdates = (http: HttpClient) =>
    http
        .request<UpdateMessage>('/api/admin/updates', { ignoreErrors: true, ignoreLoading: true })
        .then(update => {
            if (update?.updateAvailable) {
                showToast({
                    message: update.message || 'admin.update-available',
                    kind: 'info',
                    position: { vertical: 'bottom', horizontal: 'right' },
                });
            }
        })
        .catch(() => undefined);
