import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { ReclaimDeviceAction } from './ReclaimDeviceAction';

const { request } = vi.hoisted(() => ({ request: vi.fn(async (_path: string, _options: unknown) => undefined) }));
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request } }));
vi.mock('../../components/pickers/useSessionDetails', () => ({ useAuthority: () => 'CUSTOMER_USER' }));

describe('reclaiming a device', () => {
    it('leaves no cached device list that still shows the device', async () => {
        const queryClient = new QueryClient();
        // The customer's device list as fetched a moment ago, the device in it: fresh for a while yet.
        const listKey = ['devices', 'getList', { pagination: { page: 1, perPage: 10 } }];
        queryClient.setQueryData(listKey, { data: [{ id: 'd1', name: 'Pi' }], total: 1 });
        render(
            <MemoryRouter>
                <AdminContext
                    queryClient={queryClient}
                    dataProvider={testDataProvider()}
                    i18nProvider={createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages })}
                >
                    <RecordContextProvider value={{ id: 'd1', name: 'Pi' }}>
                        <ReclaimDeviceAction />
                    </RecordContextProvider>
                </AdminContext>
            </MemoryRouter>
        );
        expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);

        fireEvent.click(await screen.findByRole('button', { name: 'Reclaim device' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));

        await waitFor(() => expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true));
        expect(request).toHaveBeenCalledWith('/api/customer/device/Pi/claim', { method: 'DELETE' });
    });
});
