import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionDetails } from '../../session/loadSession';
import type { AlarmSummary } from './alarmNotificationFeed';

const state = vi.hoisted(() => ({ session: null as unknown, summary: null as unknown, feedUsers: [] as string[] }));

vi.mock('../../layout/useShellSession', () => ({ useShellSession: () => state.session }));
vi.mock('./useAlarmNotifications', () => ({
    useAlarmNotifications: (userId: string) => {
        state.feedUsers.push(userId);
        return { summary: state.summary, refresh: () => undefined };
    },
}));

const { AlarmBell } = await import('./AlarmBell');

const sessionOf = (authority: string, isPublic = false) => ({ isPublic, user: { id: { entityType: 'USER', id: `${authority}-id` }, authority } }) as unknown as SessionDetails;

const renderBell = () =>
    render(
        <MemoryRouter>
            <AdminContext>
                <AlarmBell />
            </AdminContext>
        </MemoryRouter>
    );

describe('AlarmBell', () => {
    beforeEach(() => {
        state.feedUsers = [];
        state.summary = null;
    });

    it.each([
        ['the system administrator, who has no alarms', sessionOf('SYS_ADMIN')],
        ['a public visitor', sessionOf('CUSTOMER_USER', true)],
    ])('is absent for %s, and opens no feed', (_, session) => {
        state.session = session;
        renderBell();
        expect(screen.queryByRole('button')).toBeNull();
        expect(state.feedUsers).toEqual([]);
    });

    it.each(['TENANT_ADMIN', 'CUSTOMER_USER'])('rings for a %s with the count of the signed-in user', authority => {
        state.session = sessionOf(authority);
        state.summary = { count: 3, latest: [] } satisfies AlarmSummary;
        renderBell();
        const bell = screen.getByRole('button', { name: 'notification.alarm-notifications-count' });
        expect(bell.textContent).toBe('3');
        expect(state.feedUsers[0]).toBe(`${authority}-id`);
    });

    it('shows 99+ for more than 99 alarms, and no badge for none', () => {
        state.session = sessionOf('TENANT_ADMIN');
        state.summary = { count: 150, latest: [] } satisfies AlarmSummary;
        const { unmount } = renderBell();
        expect(screen.getByRole('button').textContent).toBe('99+');
        unmount();
        state.summary = { count: 0, latest: [] } satisfies AlarmSummary;
        renderBell();
        expect(screen.getByRole('button', { name: 'notification.alarm-notifications' }).textContent).toBe('');
    });
});
