import { describe, expect, it, vi } from 'vitest';
import { createNotificationMuteStore } from './notificationMute';

const memoryStorage = () => {
    const values = new Map<string, string>();
    return {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
    };
};

describe('notification mute', () => {
    it('is off until the user mutes, and remembered per user', () => {
        const storage = memoryStorage();
        const store = createNotificationMuteStore(storage);
        expect(store.isMuted('user-1')).toBe(false);
        store.setMuted('user-1', true);
        expect(store.isMuted('user-1')).toBe(true);
        expect(store.isMuted('user-2')).toBe(false);
        // A new page load reads it back.
        expect(createNotificationMuteStore(storage).isMuted('user-1')).toBe(true);
    });

    it('unmutes and tells its listeners', () => {
        const store = createNotificationMuteStore(memoryStorage());
        const listener = vi.fn();
        store.subscribe(listener);
        store.setMuted('user-1', true);
        store.setMuted('user-1', false);
        expect(store.isMuted('user-1')).toBe(false);
        expect(listener).toHaveBeenCalledTimes(2);
    });
});
