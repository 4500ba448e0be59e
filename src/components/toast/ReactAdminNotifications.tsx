import { isValidElement, useEffect } from 'react';
import {
    undoableEventEmitter,
    useNotificationContext,
    useTakeUndoableMutation,
    useTranslate,
} from 'react-admin';
import { reportedErrors } from '../../providers/http/reportedErrors';
import type { ToastKind } from './toastKinds';
import { showToast } from './toastStore';

const KIND_OF: Record<string, ToastKind> = {
    success: 'success',
    info: 'info',
    warning: 'warn',
    error: 'error',
};

/** react-admin's own default: an undoable change is committed when its notice goes away. */
const UNDOABLE_DURATION_MS = 4000;

/**
 * react-admin's notifications (useNotify) go through the console's one toast, so both
 * look alike and a repeat of the http layer's toast is dropped by the toast rules.
 * An undoable change gets an Undo button and is committed once its toast is gone.
 */
export const ReactAdminNotifications = () => {
    const { notifications, takeNotification } = useNotificationContext();
    const translate = useTranslate();
    const takeMutation = useTakeUndoableMutation();

    useEffect(() => {
        const notification = notifications.length > 0 ? takeNotification() : undefined;
        if (!notification || isValidElement(notification.message)) return;
        // A failed call was already reported by the http layer, as the error catalogue says.
        if (notification.type === 'error' && reportedErrors.wasJustReported(String(notification.message))) {
            return;
        }
        const { messageArgs, autoHideDuration, undoable } = notification.notificationOptions ?? {};
        const settle = (isUndo: boolean) => {
            const mutation = takeMutation();
            if (mutation) mutation({ isUndo });
            else undoableEventEmitter.emit('end', { isUndo });
        };
        const shown = showToast({
            message: translate(String(notification.message), { _: notification.message, ...messageArgs }),
            kind: KIND_OF[notification.type ?? 'info'] ?? 'info',
            durationMs: undoable
                ? UNDOABLE_DURATION_MS
                : typeof autoHideDuration === 'number'
                  ? autoHideDuration
                  : undefined,
            ...(undoable
                ? {
                      action: { label: translate('ra.action.undo'), onClick: () => settle(true) },
                      onDismiss: () => settle(false),
                  }
                : {}),
        });
        // A repeat of the toast on screen is not shown: its change is committed at once.
        if (!shown && undoable) settle(false);
    }, [notifications, takeNotification, takeMutation, translate]);
    return null;
};
