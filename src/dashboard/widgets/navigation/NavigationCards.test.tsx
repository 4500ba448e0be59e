import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget, widgetOf } from '../cards/widgetTestKit';
import { NavigationCard } from './NavigationCard';
import { NavigationCards } from './NavigationCards';

vi.mock('../../../layout/useShellSession', () => ({
    useShellSession: () => ({ user: { authority: 'CUSTOMER_USER' }, isPublic: false, edgesSupportEnabled: false }),
}));

describe('navigation widgets', () => {
    it("shows a tile linking to each page of the user's menu", () => {
        renderWidget(NavigationCards, widgetOf('navigation_cards', { title: 'Places' }, 'static', 'navigation_widgets'));
        const links = within(screen.getByRole('navigation', { name: 'Places' })).getAllByRole('link');
        expect(links.map(link => link.getAttribute('href'))).toEqual(['/assets', '/devices', '/entityViews', '/dashboards']);
        expect(links[1].textContent).toBe('Devices');
    });

    it('says so when the filter leaves nothing', () => {
        renderWidget(NavigationCards, widgetOf('navigation_cards', { settings: { filterType: 'include', filter: ['/ruleChains'] } }, 'static', 'navigation_widgets'));
        expect(screen.getByText('No places to show')).toBeTruthy();
    });

    it('shows one card with its name leading to its path', () => {
        renderWidget(NavigationCard, widgetOf('navigation_card', { settings: { name: 'My assets', icon: 'domain', path: 'assets' } }, 'static', 'navigation_widgets'));
        const link = screen.getByRole('link', { name: 'My assets' });
        expect(link.getAttribute('href')).toBe('/assets');
        expect(link.querySelector('svg')).not.toBeNull();
    });
});
