import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dialogStore } from './components/dialogs/dialogStore';
import { showToast } from './components/toast/toastStore';
import { escapeHtml } from './lib/escapeHtml';
import { authProvider } from './providers/auth/authProvider';
import { tokenStore } from './providers/auth/tokenStore';
import { isApiError } from './providers/http/ApiError';
import { languageStore } from './providers/i18n/languageStore';
import { consumeTokensFromUrl } from './session/consumeTokensFromUrl';
import { takeLoadParameters } from './session/loadParameters';

consumeTokensFromUrl(window.location, window.history, tokenStore);
const { username, password, loginError } = takeLoadParameters(window.location, window.history);

// The first screen already speaks the person's language.
await languageStore.setLanguage(languageStore.preferredLanguage(), { remember: false });

if (loginError) {
    // The address is anyone's to write: its text is shown as text, never as markup (or a link).
    dialogStore.open({ kind: 'alert', title: 'login.error', message: escapeHtml(loginError), okLabel: 'action.close' });
}
if (username && password) {
    await authProvider.login({ username, password }).catch(error =>
        showToast({ message: isApiError(error) ? error.message : 'error.unhandled-error-code', kind: 'error' })
    );
}

// As a transition, the first render yields to the browser every few milliseconds instead of holding the
// main thread for the whole tree (a long task: a tap on the splash waited for it). index.html's splash
// stays on screen until the first screen is ready to replace it.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
    root.render(
        <StrictMode>
            <App />
        </StrictMode>
    )
);
