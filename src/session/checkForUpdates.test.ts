import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../components/toast/toastStore';
import type { HttpClient } from '../providers/http/createHttpClient';
import { checkForUpdates } from './checkForUpdates';

const httpAnswering = (answer: unknown) =>
    ({ request: vi.fn(async () => answer) }) as unknown as HttpClient;

describe('checkForUpdates', () => {
    beforeEach(() => toastStore.hide());

    it('shows an info toast at bottom right when an update is available', async () => {
        await checkForUpdates(httpAnswering({ message: 'Thingdeck 3.4 is out', updateAvailable: true }));

        expect(toastStore.getSnapshot()).toMatchObject({
            message: 'Thingdeck 3.4 is out',
            kind: 'info',
        });
    });

    it('stays quiet otherwise, and when the call fails', async () => {
        await checkForUpdates(httpAnswering({ message: '', updateAvailable: false }));
        await checkForUpdates({ request: vi.fn(async () => Promise.reject(new Error('x'))) } as unknown as HttpClient);

        expect(toastStore.getSnapshot()).toBeNull();
    });
});
