import { languageStore } from './providers/i18n/languageStore';

let consoleTexts: Promise<void> | undefined;

/**
 * The console (react-admin and everything behind sign-in) is a separate chunk; with it come the
 * chosen language's console texts, which the sign-in page does not need. Loaded once, however
 * often asked (the sign-in page preloads it).
 */
export const loadAdminApp = async () => {
    consoleTexts ??= import('./generic/i18n/consoleMessages').then(({ loadConsoleMessages }) =>
        languageStore.extend(loadConsoleMessages)
    );
    const [adminApp] = await Promise.all([import('./AdminApp'), consoleTexts]);
    return adminApp;
};
