import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '../../../shared/generated/api.gen';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { EventsTab } from './EventsTab';

const ERROR_EVENT: Event = {
    id: { id: 'e1' },
    createdTime: 1_700_000_000_000,
    tenantId: { entityType: 'TENANT', id: 't1' },
    type: 'ERROR',
    uid: 'u',
    entityId: { entityType: 'DEVICE', id: 'd1' },
    body: { server: 'node-1', method: 'POST_TELEMETRY_REQUEST', error: 'For input string: "soon"' },
};

const mocks = vi.hoisted(() => ({
    request: vi.fn(async (_path: string, _options?: { method?: string; body?: unknown; query?: Record<string, unknown> }) => ({ data: [] as unknown[], totalElements: 0 }) as unknown),
    authority: 'TENANT_ADMIN',
}));
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request: mocks.request } }));
vi.mock('../../layout/useShellSession', () => ({
    useShellSession: () => ({ user: { authority: mocks.authority, tenantId: { entityType: 'TENANT', id: 't1' } } }),
}));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const renderTab = () =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <EventsTab entityType="DEVICE" entityId="d1" />
            </AdminContext>
        </MemoryRouter>,
    );

beforeEach(() => {
    mocks.request.mockReset();
    mocks.request.mockImplementation(async () => ({ data: [ERROR_EVENT], totalElements: 1 }));
    mocks.authority = 'TENANT_ADMIN';
});

// MUI selects and dialogs make each render heavy on a loaded machine.
describe('events tab', () => {
    it("reads the entity's errors of the last day through the filter call, with ThingsBoard's error columns", async () => {
        renderTab();
        await screen.findByText('POST_TELEMETRY_REQUEST');
        expect(screen.getByText('Method')).toBeTruthy();
        const [path, options] = mocks.request.mock.calls[0]!;
        expect(path).toBe('/api/events/DEVICE/d1');
        expect(options).toMatchObject({ method: 'POST', body: { eventType: 'ERROR' }, query: { tenantId: 't1', sortProperty: 'createdTime', sortOrder: 'DESC' } });
    });

    it('offers error, lifecycle and statistics events for a device', async () => {
        renderTab();
        await screen.findByText('POST_TELEMETRY_REQUEST');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Event type' }));
        const options = within(screen.getByRole('listbox')).getAllByRole('option').map(option => option.textContent);
        expect(options).toEqual(['Error', 'Lifecycle event', 'Statistics']);
        fireEvent.click(within(screen.getByRole('listbox')).getByText('Statistics'));
        await waitFor(() => expect(mocks.request.mock.lastCall![1]!.body).toEqual({ eventType: 'STATS' }));
        expect(screen.getByText('Messages processed')).toBeTruthy();
    });

    it('clears the shown type in the window after a confirmation, for tenant administrators', async () => {
        renderTab();
        await screen.findByText('POST_TELEMETRY_REQUEST');
        fireEvent.click(screen.getByRole('button', { name: 'Clear events' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(mocks.request.mock.calls.some(([path]) => path === '/api/events/DEVICE/d1/clear')).toBe(true));
        const clear = mocks.request.mock.calls.find(([path]) => path === '/api/events/DEVICE/d1/clear')![1]!;
        expect(clear).toMatchObject({ method: 'POST', body: { eventType: 'ERROR' }, query: { tenantId: 't1' } });
        expect(Number(clear.query!.endTime) - Number(clear.query!.startTime)).toBe(86_400_000);
    });

    it('offers no clearing to customer users', async () => {
        mocks.authority = 'CUSTOMER_USER';
        renderTab();
        await screen.findByText('POST_TELEMETRY_REQUEST');
        expect(screen.queryByRole('button', { name: 'Clear events' })).toBeNull();
    });
});
