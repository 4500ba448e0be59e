/** The dialogs any code can open, the http layer included: they live outside React. */
export type DialogRequest =
    /**
     * Title (text) and HTML message (i18n keys or text), one OK button closing with true. The
     * message is rendered sanitized; text from outside the console goes in through escapeHtml.
     */
    | { kind: 'alert'; title: string; message?: string; okLabel?: string }
    /** Cancel closes with false, OK with true. */
    | { kind: 'confirm'; title: string; message?: string; okLabel?: string }
    /** Access forbidden: Cancel closes with false, Sign in with true. */
    | { kind: 'forbidden' };

export interface OpenDialog {
    id: number;
    request: DialogRequest;
    close(result: boolean): void;
}

export const createDialogStore = () => {
    let dialogs: readonly OpenDialog[] = [];
    let nextId = 1;
    const listeners = new Set<() => void>();
    const emit = () => listeners.forEach(listener => listener());

    const open = (request: DialogRequest): Promise<boolean> => {
        // One forbidden dialog is enough, however many calls were refused.
        const sameForbidden = dialogs.find(
            dialog => request.kind === 'forbidden' && dialog.request.kind === 'forbidden'
        );
        if (sameForbidden) return Promise.resolve(false);
        return new Promise(resolve => {
            const id = nextId++;
            const close = (result: boolean) => {
                dialogs = dialogs.filter(dialog => dialog.id !== id);
                emit();
                resolve(result);
            };
            dialogs = [...dialogs, { id, request, close }];
            emit();
        });
    };

    return {
        getSnapshot: () => dialogs,
        subscribe(listener: () => void) {
            listeners.add(listener);
            return () => {
                listeners.delete(listener);
            };
        },
        open,
        alert: (title: string, message?: string) => open({ kind: 'alert', title, message }),
        confirm: (title: string, message?: string, okLabel?: string) => open({ kind: 'confirm', title, message, okLabel }),
        forbidden: () => open({ kind: 'forbidden' }),
        /** Navigation started: every dialog closes as if cancelled (part 2 §2.2). */
        closeAll() {
            [...dialogs].forEach(dialog => dialog.close(false));
        },
    };
};

export type DialogStore = ReturnType<typeof createDialogStore>;

export const dialogStore = createDialogStore();
