import { isValidElement, useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import type { ToastKind } from './toastKinds';
import { showToast } from './toastStore';

const KIND_OF: Record<string, ToastKind> = {
    success: 'success',
    info: 'info',
    warning: 'warn',
    error: 'error',
};

/**
 * react-admin's notifications (useNotify) go through the console's one toast, so both
 * look alike and a repeat of the http layer's toast is dropped by the toast rules.
 */
export const ReactAdminNotifications = () => {
    const { notifications, takeNotification } = useNotificationContext();
    const translate = useTranslate();
    useEffect(() => {
        const notification = notifications.length > 0 ? takeNotification() : undefined;
        if (!notification || isValidElement(notification.message)) return;
        const { messageArgs, autoHideDuration } = notification.notificationOptions ?? {};
        showToast({
            message: translate(String(notification.message), { _: notification.message, ...messageArgs }),
            kind: KIND_OF[notification.type ?? 'info'] ?? 'info',
            durationMs: typeof autoHideDuration === 'number' ? autoHideDuration : undefined,
        });
    }, [notifications, takeNotification, translate]);
    return null;
};
