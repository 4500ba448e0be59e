import { dialogStore } from '../../components/dialogs/dialogStore';
import { showToast } from '../../components/toast/toastStore';
import { sessionEvents } from '../../session/sessionEvents';
import type { ApiError } from './ApiError';
import type { RequestOptions } from './createHttpClient';
import { errorReaction } from './errorCatalogue';
import { reportedErrors } from './reportedErrors';

/** Carries out the catalogue's reaction to a call that failed and did not ignore errors. */
export const reactToError = (error: ApiError, path: string, options: RequestOptions) => {
    const reaction = errorReaction(error, { method: options.method ?? 'GET', url: path });
    reportedErrors.note(error.message);
    switch (reaction.kind) {
        case 'toast':
            showToast({ message: reaction.message, messageArgs: reaction.messageArgs, kind: 'error' });
            break;
        case 'forbidden':
            dialogStore.forbidden().then(signIn => {
                if (signIn) sessionEvents.emit('sign-out-requested');
            });
            break;
        case 'sign-in-again':
            showToast({ message: reaction.message, kind: 'error' });
            sessionEvents.emit('ended');
            break;
        case 'none':
            break;
    }
};
