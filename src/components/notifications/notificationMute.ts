/**
 * Whether a person has muted the alarm toasts, remembered per user id in the browser's
 * localStorage (outside react-admin's store, which sign-out wipes). Muting stops toasts only;
 * the bell still counts.
 */
export const MUTE_STORAGE_PREFIX = 'TD-alarm-notifications-muted:';

export interface NotificationMuteStore {
    isMuted(userId: string): boolean;
    setMuted(userId: string, muted: boolean): void;
    subscribe(listener: () => void): () => void;
}

export const createNotificationMuteStore = (storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): NotificationMuteStore => {
    const listeners = new Set<() => void>();
    return {
        isMuted: userId => storage.getItem(MUTE_STORAGE_PREFIX + userId) === 'true',
        setMuted(userId, muted) {
            if (muted) storage.setItem(MUTE_STORAGE_PREFIX + userId, 'true');
            else storage.removeItem(MUTE_STORAGE_PREFIX + userId);
            listeners.forEach(listener => listener());
        },
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
    };
};

export const notificationMuteStore = createNotificationMuteStore(window.localStorage);
