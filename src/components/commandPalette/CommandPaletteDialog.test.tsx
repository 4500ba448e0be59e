import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../providers/auth/fakeJwt';
import { fakeUser } from '../../providers/auth/fakeUser';
import { tokenStore } from '../../providers/auth/tokenStore';
import type { SessionDetails } from '../../session/loadSession';
import CommandPaletteDialog from './CommandPaletteDialog';
import { ENTITY_SEARCH_DELAY_MS } from './usePaletteEntities';

const session = (authority: 'TENANT_ADMIN' | 'CUSTOMER_USER'): SessionDetails => ({
    user: fakeUser({ authority }),
    isPublic: false,
    userTokenAccessEnabled: false,
    edgesSupportEnabled: false,
    thingdeckExtensions: true,
    maxDatapointsLimit: 500,
    forceFullscreen: false,
    allowedDashboardIds: [],
});

const Where = () => <div data-testid="location">{useLocation().pathname}</div>;

const palette = (details: SessionDetails, onClose = vi.fn(), open = true) => (
    <MemoryRouter initialEntries={['/home']}>
        <AdminContext>
            <CommandPaletteDialog open={open} onClose={onClose} session={details} />
            <Routes>
                <Route path="*" element={<Where />} />
            </Routes>
        </AdminContext>
    </MemoryRouter>
);

const renderPalette = (details: SessionDetails, onClose = vi.fn()) => render(palette(details, onClose));

/** The entitiesQuery/find answer: one device named after the searched text, for devices only. */
const answerSearches = () => {
    const fetch = vi.fn(async (_input: string, init?: RequestInit) => {
        const query = JSON.parse(String(init?.body)) as { entityFilter: { entityType: string }; pageLink: { textSearch: string } };
        const data =
            query.entityFilter.entityType === 'DEVICE'
                ? [{ entityId: { entityType: 'DEVICE', id: 'd1' }, latest: { ENTITY_FIELD: { name: { ts: 1, value: `Thermostat ${query.pageLink.textSearch}` } } }, timeseries: {} }]
                : [];
        return new Response(JSON.stringify({ data, totalPages: 1, totalElements: data.length, hasNext: false }), { headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
};

const activeText = () => {
    const id = screen.getByRole('combobox').getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : null;
};

// Rendering MUI and react-admin in jsdom is slow on a busy machine.
describe('command palette dialog', () => {
    beforeEach(() => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        tokenStore.save({
            token: fakeJwt({ scopes: ['CUSTOMER_USER'], iat: 1, exp: 9001 }),
            refreshToken: fakeJwt({ iat: 1, exp: 604801 }),
        });
    });
    afterEach(() => {
        vi.useRealTimers();
        vi.unstubAllGlobals();
    });

    it('is a combobox whose active option the keys move, and Enter opens it', () => {
        const onClose = vi.fn();
        renderPalette(session('TENANT_ADMIN'), onClose);
        const field = screen.getByRole('combobox', { name: 'command-palette.title' });
        expect(field).toHaveFocus();
        expect(field).toHaveAttribute('aria-expanded', 'true');
        expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);

        fireEvent.change(field, { target: { value: 'device' } });
        expect(activeText()).toBe('device.devices');
        expect(screen.getByRole('option', { name: 'device.devices' })).toHaveAttribute('aria-selected', 'true');
        fireEvent.keyDown(field, { key: 'ArrowDown' });
        expect(activeText()).toBe('device-profile.device-profiles');
        fireEvent.keyDown(field, { key: 'Home' });
        expect(activeText()).toBe('device.devices');
        // Focus landing elsewhere in the dialog (its focus trap) goes back to the field.
        field.blur();
        fireEvent.focus(screen.getByRole('listbox'));
        expect(field).toHaveFocus();
        fireEvent.keyDown(field, { key: 'ArrowDown' });
        fireEvent.keyDown(field, { key: 'Enter' });
        expect(onClose).toHaveBeenCalled();
        expect(screen.getByTestId('location')).toHaveTextContent('/deviceProfiles');
    });

    it('finds entities 200 ms after the last keystroke and opens their details', async () => {
        // The clock moves only when told until the search has started: with the clock of beforeEach, which also
        // follows real time, a busy machine's pause between the keystroke and the check let the search run early.
        vi.useFakeTimers();
        const fetch = answerSearches();
        renderPalette(session('CUSTOMER_USER'));
        const field = screen.getByRole('combobox');
        fireEvent.change(field, { target: { value: 'T' } });
        fireEvent.change(field, { target: { value: 'T7' } });
        await act(async () => vi.advanceTimersByTime(ENTITY_SEARCH_DELAY_MS - 1));
        expect(fetch).not.toHaveBeenCalled();
        await act(async () => vi.advanceTimersByTime(1));
        expect(fetch).toHaveBeenCalled();
        vi.useRealTimers();
        const device = await screen.findByRole('option', { name: /Thermostat T7/ });
        // One call per type a customer user lists (devices, assets, entity views, dashboards).
        expect(fetch).toHaveBeenCalledTimes(4);
        expect(device).toHaveTextContent('entity.type-device');
        fireEvent.keyDown(field, { key: 'Enter' });
        expect(screen.getByTestId('location')).toHaveTextContent('/devices/d1/show');
    });

    it('takes the best match once the entities are in when Enter comes first', async () => {
        answerSearches();
        renderPalette(session('CUSTOMER_USER'));
        const field = screen.getByRole('combobox');
        fireEvent.change(field, { target: { value: 'T7' } });
        fireEvent.keyDown(field, { key: 'Enter' });
        expect(screen.getByTestId('location')).toHaveTextContent('/home');
        await act(async () => vi.advanceTimersByTime(ENTITY_SEARCH_DELAY_MS));
        await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/devices/d1/show'));
    });

    it('opens afresh, even when reopened before it has finished closing', async () => {
        answerSearches();
        const details = session('TENANT_ADMIN');
        const { rerender } = render(palette(details));
        fireEvent.change(screen.getByRole('combobox'), { target: { value: 'open a dash' } });
        fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
        await act(async () => vi.advanceTimersByTime(ENTITY_SEARCH_DELAY_MS));
        await screen.findByRole('button', { name: 'command-palette.dashboards' });
        rerender(palette(details, vi.fn(), false));
        rerender(palette(details));
        expect(screen.getByRole('combobox')).toHaveValue('');
        expect(screen.queryByRole('button', { name: 'command-palette.dashboards' })).toBeNull();
    });

    it('says when nothing matches', () => {
        renderPalette(session('TENANT_ADMIN'));
        fireEvent.change(screen.getByRole('combobox'), { target: { value: 'qqq' } });
        expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('listbox')).toBeNull();
    });
});
