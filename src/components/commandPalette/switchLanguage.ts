import type { User } from '../../../shared/generated/api.gen';
import { authProvider } from '../../providers/auth/authProvider';
import { httpClient } from '../../providers/http/httpClient';
import { languageStore } from '../../providers/i18n/languageStore';

/**
 * Switches the console's language as the profile page does: at once on this device, and kept in
 * the user's additionalInfo.lang so the next sign-in starts in it.
 */
export async function switchLanguage(code: string, user: User): Promise<void> {
    await languageStore.setLanguage(code);
    try {
        const updated = await httpClient.request<User>('/api/user', {
            method: 'POST',
            body: { ...user, additionalInfo: { ...user.additionalInfo, lang: code } },
        });
        authProvider.userSaved(updated);
    } catch {
        // The http layer has shown the server's message; the language still applies here.
    }
}
