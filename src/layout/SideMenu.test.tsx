import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { menuFor } from './menu/menuSections';
import { SideMenu } from './SideMenu';

const renderMenuAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext>
                <SideMenu sections={menuFor('SYS_ADMIN', { edgesSupportEnabled: false })} />
            </AdminContext>
        </MemoryRouter>
    );

describe('SideMenu', () => {
    it('highlights the active link', () => {
        renderMenuAt('/tenants');

        expect(screen.getByRole('link', { name: 'tenant.tenants' })).toHaveAttribute('aria-current', 'page');
        expect(screen.getByRole('link', { name: 'home.home' })).not.toHaveAttribute('aria-current');
    });

    it('keeps a group closed until clicked, and open while one of its pages is active', async () => {
        renderMenuAt('/home');
        const group = screen.getByRole('button', { name: 'admin.system-settings' });
        expect(group).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('link', { name: 'admin.general' })).toBeNull();

        await userEvent.setup().click(group);
        expect(group).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByRole('link', { name: 'admin.general' })).toHaveAttribute('href', '/settings/general');
    });

    it('opens the group of the active page by itself', () => {
        renderMenuAt('/settings/oauth2');

        expect(screen.getByRole('button', { name: 'admin.system-settings' })).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByRole('link', { name: 'admin.oauth2' })).toHaveAttribute('aria-current', 'page');
    });
});
