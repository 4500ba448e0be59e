import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import edgeManagement from '../../../locales/en_US/edge-management.json';
import eventPhrases from '../../../locales/en_US/event.json';
import type { EdgeEvent } from '../../../shared/generated/api.gen';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages, mergeMessages } from '../../providers/i18n/messages';
import { EdgeEventsTab } from './EdgeEventsTab';

const event = (id: string, createdTime: number, type: string, action: string, body: unknown = null): EdgeEvent => ({
    id: { id },
    createdTime,
    tenantId: { entityType: 'TENANT', id: 't1' },
    edgeId: { entityType: 'EDGE', id: 'e1' },
    type,
    action,
    entityId: `entity-${id}`,
    uid: null,
    body,
});

const mocks = vi.hoisted(() => ({
    request: vi.fn(async (_path: string, _options?: { query?: Record<string, unknown> }) => null as unknown),
}));
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request: mocks.request } }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: mergeMessages(mergeMessages(defaultMessages, eventPhrases), edgeManagement) });

beforeEach(() => {
    mocks.request.mockReset();
    mocks.request.mockImplementation(async (path: string) => {
        if (path.endsWith('/values/attributes/SERVER_SCOPE')) return [{ key: 'queueStartTs', value: 2000, lastUpdateTs: 2000 }];
        return {
            data: [
                event('new', 2500, 'DEVICE', 'ATTRIBUTES_UPDATED', { scope: 'SHARED_SCOPE', kv: { mode: 'eco' } }),
                event('old', 1500, 'RULE_CHAIN', 'ASSIGNED_TO_EDGE'),
            ],
            totalElements: 2,
        };
    });
});

const renderTab = () =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <EdgeEventsTab entityType="EDGE" entityId="e1" />
            </AdminContext>
        </MemoryRouter>,
    );

describe('edge events tab', () => {
    it('asks for the last day newest first and marks events before the edge’s queueStartTs DEPLOYED, later ones PENDING', async () => {
        renderTab();
        const table = await screen.findByRole('table', { name: 'Edge events' });
        await waitFor(() => expect(within(table).getAllByText(/^(Deployed|Pending)$/)).toHaveLength(2));
        const [newer, older] = [within(table).getByText('Pending'), within(table).getByText('Deployed')];
        expect(newer.dataset.status).toBe('PENDING');
        expect(older.dataset.status).toBe('DEPLOYED');
        // The action column, and on phones the line under the type.
        expect(within(table).getAllByText('Attributes updated')).toHaveLength(2);
        expect(within(table).getAllByText('Assigned to edge')).toHaveLength(2);
        const query = mocks.request.mock.calls.find(([path]) => path === '/api/edge/e1/events')![1]!.query!;
        expect(query).toMatchObject({ pageSize: 10, page: 0, sortProperty: 'createdTime', sortOrder: 'DESC' });
        expect(Number(query.endTime) - Number(query.startTime)).toBe(24 * 60 * 60 * 1000);
    });

    it('treats every event as PENDING when the edge never read its queue', async () => {
        mocks.request.mockImplementation(async (path: string) =>
            path.endsWith('/values/attributes/SERVER_SCOPE') ? [] : { data: [event('old', 1500, 'DEVICE', 'UPDATED')], totalElements: 1 },
        );
        renderTab();
        expect((await screen.findByText('Pending')).dataset.status).toBe('PENDING');
    });

    it('shows an event’s data in a dialog; events without data have no button', async () => {
        renderTab();
        const buttons = await screen.findAllByRole('button', { name: 'Event data' });
        expect(buttons).toHaveLength(1);
        fireEvent.click(buttons[0]!);
        expect(await screen.findByRole('dialog', { name: 'Event data' })).toBeTruthy();
    });
});
