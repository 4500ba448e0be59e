import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AlarmInfo } from '../../../shared/generated/api.gen';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { AlarmDetailsDialog } from './AlarmDetailsDialog';

const acknowledged = vi.hoisted(() => ({ status: 'ACTIVE_ACK', ackTs: 1_700_000_100_000 }));
vi.mock('../../providers/http/httpClient', () => ({
    httpClient: { request: vi.fn(async () => ({ ...ALARM, ...acknowledged })) },
}));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const ALARM: AlarmInfo = {
    id: { entityType: 'ALARM', id: 'a1' },
    createdTime: 1_700_000_000_000,
    tenantId: { entityType: 'TENANT', id: 't' },
    customerId: { entityType: 'CUSTOMER', id: 'c' },
    type: 'High Temperature',
    name: 'High Temperature',
    originator: { entityType: 'DEVICE', id: 'd1' },
    originatorName: 'Thermostat T1',
    severity: 'CRITICAL',
    status: 'ACTIVE_UNACK',
    startTs: 1_700_000_000_000,
    endTs: 1_700_000_000_000,
    ackTs: 0,
    clearTs: 0,
    details: { temperature: 41.5 },
    propagate: false,
    propagateToOwner: false,
    propagateToTenant: false,
    propagateRelationTypes: [],
};

const renderDialog = (onAction = vi.fn(async () => undefined)) => {
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider}>
                <AlarmDetailsDialog alarm={ALARM} onAction={onAction} onClose={() => undefined} />
            </AdminContext>
        </MemoryRouter>,
    );
    return onAction;
};

describe('alarm details dialog', () => {
    it('shows every field, the severity in its colour and the details as JSON', () => {
        renderDialog();
        expect(screen.getByText('Thermostat T1')).toBeTruthy();
        expect(screen.getByText('Active Unacknowledged')).toBeTruthy();
        // The same chip as in the bell and the tables.
        expect(screen.getByText('Critical').closest('[data-severity]')?.getAttribute('data-severity')).toBe('CRITICAL');
        expect(screen.getByLabelText('Details').textContent).toContain('"temperature": 41.5');
    });

    it('acknowledges once confirmed, then shows the alarm as it now is with Acknowledge off and Clear on', async () => {
        const onAction = renderDialog();
        fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
        expect(onAction).not.toHaveBeenCalled();
        fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
        expect(onAction).toHaveBeenCalledWith('acknowledge', ['a1']);
        await waitFor(() => expect(screen.getByText('Active Acknowledged')).toBeTruthy());
        expect((screen.getByRole('button', { name: 'Acknowledge' }) as HTMLButtonElement).disabled).toBe(true);
        expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(false);
    });
});
