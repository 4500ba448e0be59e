import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Authority } from '../../../resources/kernel';
import { createAdminI18nProvider } from '../../providers/i18n/adminI18nProvider';
import { defaultMessages } from '../../providers/i18n/messages';
import { ApiDocsMenuItem } from './ApiDocsMenuItem';

const session = vi.hoisted(() => ({ current: { user: { authority: 'TENANT_ADMIN' as string }, isPublic: false } }));
vi.mock('../../layout/useShellSession', () => ({ useShellSession: () => session.current }));

const i18nProvider = createAdminI18nProvider({ locale: 'en_US', messages: defaultMessages });

const renderItem = (authority: Authority, isPublic = false) => {
    session.current = { user: { authority }, isPublic };
    const onDone = vi.fn();
    render(
        <MemoryRouter initialEntries={['/home']}>
            <AdminContext i18nProvider={i18nProvider}>
                <Routes>
                    <Route path="/home" element={<ApiDocsMenuItem onDone={onDone} />} />
                    <Route path="/api-docs" element={<p>docs page</p>} />
                </Routes>
            </AdminContext>
        </MemoryRouter>
    );
    return onDone;
};

describe('ApiDocsMenuItem', () => {
    it.each(['SYS_ADMIN', 'TENANT_ADMIN'] as const)('leads a %s to /api-docs and closes the menu', async authority => {
        const onDone = renderItem(authority);
        fireEvent.click(screen.getByRole('menuitem', { name: 'API documentation' }));
        expect(onDone).toHaveBeenCalled();
        await screen.findByText('docs page');
    });

    it('is not there for a customer user or a public visitor', () => {
        renderItem('CUSTOMER_USER');
        expect(screen.queryByRole('menuitem')).toBeNull();
        renderItem('CUSTOMER_USER', true);
        expect(screen.queryByRole('menuitem')).toBeNull();
    });
});
