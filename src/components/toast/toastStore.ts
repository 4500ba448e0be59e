import { TOAST_KINDS, type ToastKind } from './toastKinds';

export interface ToastRequest {
    /** An i18n key or a server's text (shown as is when it is no key). */
    message: string;
    messageArgs?: Record<string, unknown>;
    kind?: ToastKind;
    /** Milliseconds; null keeps it until closed. Defaults per kind. */
    durationMs?: number | null;
    /** A button beside the text (react-admin's Undo); clicking it closes the toast. */
    action?: { label: string; onClick: () => void };
    /** Called once when the toast goes away other than through its action. */
    onDismiss?: () => void;
}

export interface Toast
    extends Required<Pick<ToastRequest, 'message' | 'kind' | 'durationMs'>>,
        Pick<ToastRequest, 'messageArgs' | 'action' | 'onDismiss'> {
    id: number;
}

/**
 * The one toast on screen, outside React so the http layer can raise it. A request without text
 * is dropped; any other replaces the current toast, a repeat of it too: the same error twice is
 * announced twice and stays its full time from the second (part 2 §4 dropped repeats, which hid
 * that a retry failed again). The http layer and react-admin's notices of one failure are one
 * request already (reportedErrors).
 */
export const createToastStore = () => {
    let current: Toast | null = null;
    let nextId = 1;
    const listeners = new Set<() => void>();
    const emit = () => listeners.forEach(listener => listener());

    return {
        getSnapshot: () => current,
        subscribe(listener: () => void) {
            listeners.add(listener);
            return () => {
                listeners.delete(listener);
            };
        },
        show(request: ToastRequest): boolean {
            const kind = request.kind ?? 'info';
            if (!request.message) return false;
            current?.onDismiss?.();
            current = {
                id: nextId++,
                message: request.message,
                messageArgs: request.messageArgs,
                kind,
                action: request.action,
                onDismiss: request.onDismiss,
                durationMs:
                    request.durationMs === undefined
                        ? TOAST_KINDS[kind].durationMs
                        : request.durationMs,
            };
            emit();
            return true;
        },
        hide(id?: number) {
            if (!current || (id !== undefined && current.id !== id)) return;
            const { onDismiss } = current;
            current = null;
            emit();
            onDismiss?.();
        },
        /** The toast's action button: runs the action, then closes without a dismissal. */
        act(id: number) {
            if (!current || current.id !== id) return;
            const { action } = current;
            current = null;
            emit();
            action?.onClick();
        },
    };
};

export type ToastStore = ReturnType<typeof createToastStore>;

export const toastStore = createToastStore();

export const showToast = (request: ToastRequest) => toastStore.show(request);
