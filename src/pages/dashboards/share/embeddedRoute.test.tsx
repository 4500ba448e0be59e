import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../DashboardPage';

// The runtime is not under test here: only where the page sends an embedded dashboard.
vi.mock('../DashboardView', () => ({ default: () => <p>dashboard in the shell</p> }));

const Probe = () => {
    const location = useLocation();
    return <p>fullscreen {location.pathname + location.search}</p>;
};

const open = (url: string) =>
    render(
        <QueryClientProvider client={new QueryClient()}>
            <MemoryRouter initialEntries={[url]}>
                <Routes>
                    <Route path="/dashboards/:dashboardId" element={<DashboardPage />} />
                    <Route path="/dashboard/:dashboardId" element={<Probe />} />
                </Routes>
            </MemoryRouter>
        </QueryClientProvider>,
    );

describe('an embedded dashboard (mobile app)', () => {
    it('leaves the shell for the fullscreen route, keeping its parameters', async () => {
        open('/dashboards/d-1?embedded=true&hideToolbar=true&reload=5');
        expect(await screen.findByText('fullscreen /dashboard/d-1?embedded=true&hideToolbar=true&reload=5')).toBeTruthy();
    });

    it('stays in the shell without embedded=true', async () => {
        open('/dashboards/d-1?hideToolbar=true');
        expect(await screen.findByText('dashboard in the shell')).toBeTruthy();
    });
});
