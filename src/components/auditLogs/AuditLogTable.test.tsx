import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AuditLog } from '../../../shared/generated/api.gen';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { AuditLogTable } from './AuditLogTable';

vi.mock('@monaco-editor/react', () => import('../editors/monaco/monacoTestDouble'));
vi.mock('../editors/monaco/monacoSetup', () => import('../editors/monaco/monacoTestDouble'));

const FAILED: AuditLog = {
    id: { id: 'l1' },
    createdTime: 1_700_000_000_000,
    tenantId: { entityType: 'TENANT', id: 't' },
    customerId: { entityType: 'CUSTOMER', id: 'c' },
    entityId: { entityType: 'DEVICE', id: 'd1' },
    entityName: 'Thermostat T1',
    userId: { entityType: 'USER', id: 'u1' },
    userName: 'tenant@thingsboard.org',
    actionType: 'DELETED',
    actionData: { entityId: 'd1' },
    actionStatus: 'FAILURE',
    actionFailureDetails: "You don't have permission to perform this operation!",
};

const request = vi.hoisted(() => vi.fn(async (_path: string, _options?: { query?: Record<string, unknown> }) => ({ data: [FAILED], totalElements: 1 })));
vi.mock('../../providers/http/httpClient', () => ({ httpClient: { request } }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const renderTable = () =>
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <AuditLogTable source={{ kind: 'tenant' }} />
            </AdminContext>
        </MemoryRouter>,
    );

// MUI selects and dialogs make each render heavy on a loaded machine.
describe('audit log table', () => {
    it('lists entries newest first in the last day, with translated type and status', async () => {
        renderTable();
        await screen.findByText('Thermostat T1');
        expect(screen.getByText('Deleted')).toBeTruthy();
        expect(screen.getAllByText('Failure').length).toBeGreaterThan(0);
        const [path, options] = request.mock.calls[0]!;
        expect(path).toBe('/api/audit/logs');
        expect(options!.query).toMatchObject({ page: 0, pageSize: 10, sortProperty: 'createdTime', sortOrder: 'DESC' });
        expect(Number(options!.query!.endTime) - Number(options!.query!.startTime)).toBe(86_400_000);
        expect(options!.query!.actionTypes).toBeUndefined();
    });

    it('asks only for the chosen action types', async () => {
        renderTable();
        await screen.findByText('Thermostat T1');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action types' }));
        fireEvent.click(within(screen.getByRole('listbox')).getByText('Updated'));
        fireEvent.click(within(screen.getByRole('listbox')).getByText('Login'));
        await waitFor(() => expect(request.mock.lastCall![1]!.query!.actionTypes).toBe('UPDATED,LOGIN'));
    });

    it("opens an entry's details with its failure details", async () => {
        renderTable();
        await screen.findByText('Thermostat T1');
        fireEvent.click(screen.getByRole('button', { name: 'Details' }));
        const dialog = await screen.findByRole('dialog', { name: 'Audit log details' });
        expect(within(dialog).getByLabelText('Failure details')).toHaveProperty('value', FAILED.actionFailureDetails);
    });
});
